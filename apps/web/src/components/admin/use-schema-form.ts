// react-hook-form with a shared zod schema, whose fields clear their own error (and, through `onEdit`, the form's
// failure message) as soon as they are edited: the sign-in steps and the Security page's forms.
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  onEdit: () => void,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });

  const field = (name: Path<TInput>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit();
      },
    });

  return { form, field };
}
