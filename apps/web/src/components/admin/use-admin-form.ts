// The one form hook of the portal: react-hook-form with a shared zod schema (or a resolver built on one), fields that
// clear their own error and the form's failure line when edited, a refusal from the server put under its field, and
// the save of an add/edit dialog with its failure text.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverErrorText } from '@/lib/errors';
import { type ServerErrorFields, showServerError } from './server-errors';

/** What a create or update mutation is called back with. */
export type SaveCallbacks = { onSuccess: () => Promise<void>; onError: (error: unknown) => void };

type Options<TValues extends FieldValues, TPayload> = {
  /** The shared schema the form checks, or a resolver built on it (when the rules depend on the button pressed). */
  schema?: z.ZodType<TPayload, TValues>;
  resolver?: Resolver<TValues, unknown, TPayload>;
  /** Left out when the values arrive later (the form is reset with them). */
  defaultValues?: DefaultValues<TValues>;
  /** Called when any field is edited, beside clearing that field's error and the failure line (a parent's alert). */
  onEdit?: () => void;
} & Pick<UseFormProps<TValues, unknown, TPayload>, 'mode' | 'reValidateMode'>;

export function useAdminForm<TValues extends FieldValues, TPayload = TValues>({
  schema,
  resolver,
  defaultValues,
  onEdit,
  mode,
  reValidateMode,
}: Options<TValues, TPayload>) {
  const [failure, setFailure] = useState('');
  const form = useForm<TValues, unknown, TPayload>({
    resolver: resolver ?? zodResolver(schema as z.ZodType<TPayload, TValues>),
    defaultValues,
    mode,
    reValidateMode,
  });
  const { register, clearErrors, handleSubmit, setError } = form;

  /** Registers a field; editing it clears its own error and the failure line. */
  const field = (name: FieldPath<TValues>, options: { valueAsNumber?: true } = {}) =>
    register(name, {
      ...options,
      onChange: () => {
        clearErrors(name);
        setFailure('');
        onEdit?.();
      },
    });

  /** A mutation's onError: the server's message under its field (focused), or in the failure line. */
  const failWith = (fields: ServerErrorFields<TValues>, fallback: string) => (error: unknown) =>
    setFailure(showServerError(error, setError, fields, fallback) ?? '');

  /** The submit handler of an add/edit dialog: `save` starts the mutation, `onSaved` follows its success. */
  const saveWith = ({
    save,
    onSaved,
    failedText,
  }: {
    save: (payload: TPayload, callbacks: SaveCallbacks) => void;
    onSaved: () => Promise<void>;
    /** Shown when the server gives no error text. */
    failedText: string;
  }) =>
    handleSubmit((payload) => {
      setFailure('');
      save(payload, {
        onSuccess: onSaved,
        onError: (error: unknown) => setFailure(serverErrorText(error) ?? failedText),
      });
    });

  return { form, field, failure, setFailure, failWith, saveWith };
}
