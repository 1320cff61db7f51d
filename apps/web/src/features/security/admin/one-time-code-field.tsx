// The input for a code from the authenticator app (six digits, a number pad on phones) or a recovery code
// (xxxxx-xxxxx, letters too): sign-in's second step and turning two-factor sign-in on or off.
import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';

export const APP_CODE_HINT = 'The 6-digit code your authenticator app shows now.';
export const APP_OR_RECOVERY_HINT = 'The 6-digit code from your authenticator app, or one of your recovery codes.';

type OneTimeCodeFieldProps = {
  label: string;
  hint: string;
  error?: string;
  /**
   * Recovery codes have letters and a dash: a full keyboard instead of the number pad. Either way there is no
   * six-character limit: a code pasted as "123 456" keeps its last digit (the schema drops the space).
   */
  acceptsLetters?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { ref?: Ref<HTMLInputElement> };

export function OneTimeCodeField({ label, hint, error, acceptsLetters = false, ...input }: OneTimeCodeFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          inputMode={acceptsLetters ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          className={`${inputClass} font-mono tracking-widest`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FormField>
  );
}
