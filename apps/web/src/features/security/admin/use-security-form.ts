// The Security page's forms: the shared schema, fields that clear the failure when edited, and a refusal from the
// server put under the field it is about.
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@/components/admin/use-schema-form';
import { type ServerErrorFields, showServerError } from './server-errors';

export function useSecurityForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field } = useSchemaForm(schema, defaultValues, () => setFailure(null));

  /** A mutation's onError: the message under its field, or in the form's alert. */
  const failWith = (fields: ServerErrorFields<TInput>, fallback: string) => (error: unknown) =>
    setFailure(showServerError(error, form.setError, fields, fallback));

  return { form, field, failure, setFailure, failWith };
}
