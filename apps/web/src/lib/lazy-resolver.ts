// A form's validation loaded when the visitor starts on the form, not with the page: the schemas and zod are some
// 45 KB gzip that a visitor who only reads the page never needs (docs/decisions/162). The form calls `preload` when
// it is first focused; the resolver waits for the module if a submit comes first. React Hook Form's resolvers are
// asynchronous, so the form behaves as with the resolver itself.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): { resolver: Resolver<TValues, TContext, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded(),
  };
}
