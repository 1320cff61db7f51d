// The add/edit recipe dialog: the spec's fields and rules, the image upload, and the save failure message.
import { MEAL_TYPES, RECIPE_GOAL_TYPES, type Recipe } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminFormModal } from '@/components/admin/form-modal';
import { ImageUploader } from '@/components/admin/image-uploader';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useRecipeWrites } from '@/features/recipes/admin/api';
import { RecipeFormIngredients } from './recipe-form-ingredients';
import {
  EMPTY_RECIPE_FORM,
  MEAL_TYPE_LABELS,
  RECIPE_GOAL_LABELS,
  type RecipeFormValues,
  type RecipePayload,
  recipeFormSchema,
  recipeToFormValues,
} from './recipe-form-values';

const SAVE_FAILED = 'Failed to save recipe';

const NUMBER_FIELDS = [
  { name: 'prep_time', label: 'Prep Time (min)' },
  { name: 'cook_time', label: 'Cook Time (min)' },
  { name: 'servings', label: 'Servings' },
  { name: 'calories_per_serving', label: 'Calories per Serving' },
] as const;

/** Mounted while open; `recipe` is null when adding. */
export function RecipeForm({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const { create, update } = useRecipeWrites();
  const {
    form: {
      register,
      control,
      watch,
      setValue,
      formState: { errors },
    },
    field,
    failure,
    saveWith,
  } = useAdminForm<RecipeFormValues, RecipePayload>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: recipe ? recipeToFormValues(recipe) : EMPTY_RECIPE_FORM,
  });
  const submit = saveWith({
    save: (payload, callbacks) =>
      recipe ? update.mutate({ id: recipe.id, ...payload }, callbacks) : create.mutate(payload, callbacks),
    onSaved: async () => onClose(),
    failedText: SAVE_FAILED,
  });
  const busy = create.isPending || update.isPending;
  const title = watch('title');
  const imageUrl = watch('image_url');

  return (
    <AdminFormModal
      title={recipe ? 'Edit Recipe' : 'Add New Recipe'}
      busy={busy}
      failure={failure}
      submitLabel={recipe ? 'Update Recipe' : 'Save Recipe'}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Title" required error={errors.title?.message}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            {...field('title')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Description">
        {({ id }) => <textarea id={id} rows={2} {...field('description')} className={inputClass} />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Meal Type" required error={errors.meal_type?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              {...field('meal_type')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
            >
              <option value="">Select meal type</option>
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MEAL_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Goal Type">
          {({ id }) => (
            <select id={id} {...field('goal_type')} className={inputClass}>
              {RECIPE_GOAL_TYPES.map((goal) => (
                <option key={goal} value={goal}>
                  {RECIPE_GOAL_LABELS[goal]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {NUMBER_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={label}>
            {({ id }) => (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...field(name)}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>

      <RecipeFormIngredients control={control} register={register} />

      <FormField label="Instructions">
        {({ id }) => <textarea id={id} rows={5} {...field('instructions')} className={inputClass} />}
      </FormField>

      <FormField label="YouTube Video" hint="A YouTube link (watch, shorts or youtu.be) or the 11-character video ID.">
        {({ id, describedBy }) => (
          <input
            id={id}
            {...field('youtube_video_id')}
            aria-describedby={describedBy}
            placeholder="https://www.youtube.com/watch?v=..."
            className={inputClass}
          />
        )}
      </FormField>

      <div>
        <ImageUploader
          endpoint="/api/admin/upload/recipe-image"
          field="recipe_image"
          extraFields={{ recipe_name: title }}
          label="Recipe Image"
          value={imageUrl}
          pickUrl={(response) => response.image_url as string}
          onUploaded={(url) => setValue('image_url', url, { shouldDirty: true })}
        />
        {imageUrl && (
          <button
            type="button"
            onClick={() => setValue('image_url', null, { shouldDirty: true })}
            className="mt-2 text-sm font-medium text-red-700 hover:underline"
          >
            Remove image
          </button>
        )}
      </div>

      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...field('is_featured')} className="size-4 accent-brand-600" />
        Mark as featured
      </label>
    </AdminFormModal>
  );
}
