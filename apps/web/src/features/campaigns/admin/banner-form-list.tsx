// An editable list of the campaign form (features, pages to show on, pages to exclude): rows added and removed.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import type { BannerFormValues, BannerListField, BannerPayload } from './banner-form-values';

export function BannerFormList({
  name,
  label,
  itemLabel,
  hint,
  placeholder,
  error,
  control,
  register,
}: {
  name: BannerListField;
  label: string;
  itemLabel: string;
  hint: string;
  placeholder: string;
  error?: string;
  control: Control<BannerFormValues, unknown, BannerPayload>;
  register: UseFormRegister<BannerFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <p id={hintId} className="mt-0.5 text-xs text-slate-500">
        {hint}
      </p>
      <ol className="mt-2 space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2">
            <label htmlFor={`${id}-${field.id}`} className="sr-only">
              {itemLabel} {index + 1}
            </label>
            <input
              id={`${id}-${field.id}`}
              {...register(`${name}.${index}.value`)}
              placeholder={placeholder}
              className={`${inputClass} mt-0`}
            />
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => append({ value: '' })}
        className="mt-2 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <Plus aria-hidden className="size-4" /> Add {itemLabel}
      </button>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
