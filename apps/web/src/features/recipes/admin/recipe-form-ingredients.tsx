// The ingredient rows of the recipe form: one input per ingredient, added and removed freely.
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import type { RecipeFormValues, RecipePayload } from './recipe-form-values';

export function RecipeFormIngredients({
  control,
  register,
}: {
  control: Control<RecipeFormValues, unknown, RecipePayload>;
  register: UseFormRegister<RecipeFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">Ingredients</legend>
      <p className="mt-0.5 text-xs text-slate-500">
        One ingredient per row, e.g. "1 cup rolled oats". Empty rows are ignored.
      </p>
      <ol className="mt-2 space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2">
            <label htmlFor={`ingredient-${field.id}`} className="sr-only">
              Ingredient {index + 1}
            </label>
            <input
              id={`ingredient-${field.id}`}
              {...register(`ingredients.${index}.value`)}
              placeholder={`Ingredient ${index + 1}`}
              className={`${inputClass} mt-0`}
            />
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ingredient ${index + 1}`}
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
        <Plus aria-hidden className="size-4" /> Add Ingredient
      </button>
    </fieldset>
  );
}
