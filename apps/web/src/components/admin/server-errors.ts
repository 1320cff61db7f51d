// Puts a refusal from the server under the field it is about (a wrong current password, a weak new password, a
// wrong code); anything else is for the form's alert.
import { SECURITY_MESSAGES } from '@coach/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverErrorText } from '@/lib/errors';

type FieldKind = 'currentPassword' | 'newPassword' | 'code';

function kindOf(message: string): FieldKind | null {
  if (message === SECURITY_MESSAGES.currentPasswordWrong) return 'currentPassword';
  if (message.startsWith(SECURITY_MESSAGES.passwordWeak)) return 'newPassword';
  if (message === SECURITY_MESSAGES.codeInvalid) return 'code';
  return null;
}

/** Which of a form's fields takes each kind of refusal. */
export type ServerErrorFields<T extends FieldValues> = Partial<Record<FieldKind, Path<T>>>;

/** Shows the server's message under its field (focused) and returns null, or returns the text for the alert. */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerErrorFields<T>,
  fallback: string,
): string | null {
  const message = serverErrorText(error) ?? fallback;
  const kind = kindOf(message);
  const field = kind ? fields[kind] : undefined;
  if (!field) return message;
  setError(field, { message }, { shouldFocus: true });
  return null;
}
