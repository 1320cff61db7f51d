// A labelled form field with its error message, wired for screen readers.
import clsx from 'clsx';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';

export function FormField({
  label,
  error,
  hint,
  children,
  required,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = clsx(error && errorId, hint && hintId) || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = { label: string; hint?: string; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled input with its hint and error; the other props (type, `required`, a react-hook-form registration) go to
 * the input. A required field's label is marked.
 */
export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input id={id} className={inputClass} aria-invalid={invalid} aria-describedby={describedBy} {...input} />
      )}
    </FormField>
  );
}

/** A labelled text area with its hint and error; the other props (`rows`, `required`, `name`) go to the text area. */
export function TextAreaField({
  label,
  hint,
  error,
  ...area
}: { label: string; hint?: string; error?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
>) {
  return (
    <FormField label={label} hint={hint} error={error} required={area.required}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} className={inputClass} aria-invalid={invalid} aria-describedby={describedBy} {...area} />
      )}
    </FormField>
  );
}

/** A number input: whole numbers unless `inputMode` is "decimal" (with a `step` that allows fractions). */
export function NumberField({ inputMode = 'numeric', ...props }: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode={inputMode} {...props} />;
}

type SelectFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled choice among `options`; the other props (`required`, a react-hook-form registration) go to the select. */
export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={select.required}>
      {({ id, describedBy, invalid }) => (
        <select id={id} className={inputClass} aria-invalid={invalid} aria-describedby={describedBy} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A field people never see: bots fill it, and the server then stores nothing. */
export function HoneypotField(
  props: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> },
) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-lg p-3 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800',
      )}
    >
      {children}
    </p>
  );
}
