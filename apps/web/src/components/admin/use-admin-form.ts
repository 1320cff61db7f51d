// The wiring shared by the admin add/edit forms: react-hook-form with its schema, fields that clear their error and the save failure when edited, and the save with its failure text.
import { useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { serverErrorText } from '@/lib/errors';

/** What a create or update mutation is called back with. */
export type SaveCallbacks = { onSuccess: () => Promise<void>; onError: (error: unknown) => void };

export function useAdminForm<TValues extends FieldValues, TPayload>({
  resolver,
  defaultValues,
  save,
  onSaved,
  failedText,
}: {
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: DefaultValues<TValues>;
  /** Starts the create or update mutation with the validated payload. */
  save: (payload: TPayload, callbacks: SaveCallbacks) => void;
  /** After a successful save, e.g. refresh the list and close. */
  onSaved: () => Promise<void>;
  /** Shown when the server gives no error text. */
  failedText: string;
}) {
  const [failure, setFailure] = useState('');
  const form = useForm<TValues, unknown, TPayload>({ resolver, defaultValues });
  const { register, clearErrors, handleSubmit } = form;

  /** Registers a field; editing it clears its own error and the save failure. */
  const field = (name: FieldPath<TValues>, options: { valueAsNumber?: true } = {}) =>
    register(name, {
      ...options,
      onChange: () => {
        clearErrors(name);
        setFailure('');
      },
    });

  const submit = handleSubmit((payload) => {
    setFailure('');
    save(payload, {
      onSuccess: onSaved,
      onError: (error: unknown) => setFailure(serverErrorText(error) ?? failedText),
    });
  });

  return { form, field, submit, failure };
}
