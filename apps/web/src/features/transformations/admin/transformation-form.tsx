// The add/edit transformation dialog: client, weights, duration, goal, story, testimonial, featured and two photos.
import { TRANSFORMATION_LIMITS, type Transformation } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminFormModal } from '@/components/admin/form-modal';
import { PhotoField } from '@/components/admin/picture-field';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormField, InputField, inputClass, NumberField, SelectField } from '@/components/ui/form-field';
import { useTransformationWrites } from '@/features/transformations/admin/api';
import {
  EMPTY_TRANSFORMATION_FORM,
  TRANSFORMATION_GOAL_OPTIONS,
  type TransformationFormValues,
  type TransformationPayload,
  transformationFormSchema,
  transformationToFormValues,
} from './transformation-form-values';

const SAVE_FAILED = 'Failed to save transformation';

const MEASURES = [
  { name: 'before_weight', label: 'Before Weight (kg)', step: 0.1, min: 0.1, max: 500 },
  { name: 'after_weight', label: 'After Weight (kg)', step: 0.1, min: 0.1, max: 500 },
  { name: 'duration_months', label: 'Duration (months)', step: 1, min: 1, max: 120 },
] as const;

const PHOTOS = [
  { name: 'before_image', label: 'Before Image' },
  { name: 'after_image', label: 'After Image' },
] as const;

/** Mounted while open; `transformation` is null when adding. */
export function TransformationForm({
  transformation,
  onClose,
}: {
  transformation: Transformation | null;
  onClose: () => void;
}) {
  const { create, update } = useTransformationWrites();
  const {
    form: {
      watch,
      setValue,
      formState: { errors },
    },
    field,
    failure,
    saveWith,
  } = useAdminForm<TransformationFormValues, TransformationPayload>({
    resolver: zodResolver(transformationFormSchema),
    defaultValues: transformation ? transformationToFormValues(transformation) : EMPTY_TRANSFORMATION_FORM,
  });
  const submit = saveWith({
    save: (payload, callbacks) =>
      transformation
        ? update.mutate({ id: transformation.id, ...payload }, callbacks)
        : create.mutate(payload, callbacks),
    onSaved: async () => onClose(),
    failedText: SAVE_FAILED,
  });
  const busy = create.isPending || update.isPending;

  return (
    <AdminFormModal
      title={transformation ? 'Edit Transformation' : 'Add New Transformation'}
      busy={busy}
      failure={failure}
      submitLabel={transformation ? 'Update Transformation' : 'Save Transformation'}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Client Name"
          required
          maxLength={TRANSFORMATION_LIMITS.clientName}
          error={errors.client_name?.message}
          {...field('client_name')}
        />
        <SelectField
          label="Goal Type"
          required
          error={errors.goal_type?.message}
          options={[{ value: '', label: 'Select goal' }, ...TRANSFORMATION_GOAL_OPTIONS]}
          {...field('goal_type')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {MEASURES.map(({ name, label, step, min, max }) => (
          <NumberField
            key={name}
            label={label}
            required
            inputMode="decimal"
            step={step}
            min={min}
            max={max}
            error={errors[name]?.message}
            {...field(name)}
          />
        ))}
      </div>

      <FormField label="Story" error={errors.story?.message}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={4}
            {...field('story')}
            aria-describedby={describedBy}
            placeholder="How the client got there: habits changed, meals, challenges..."
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Testimonial" error={errors.testimonial?.message}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={3}
            {...field('testimonial')}
            aria-describedby={describedBy}
            placeholder="The client's own words"
            className={inputClass}
          />
        )}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        {PHOTOS.map(({ name, label }) => (
          <PhotoField
            key={name}
            label={label}
            endpoint="/api/admin/upload/transformation-images"
            field={name}
            value={watch(name)}
            onChange={(url) => setValue(name, url, { shouldDirty: true })}
            error={errors[name]?.message}
          />
        ))}
      </div>

      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...field('is_featured')} className="size-4 accent-brand-600" />
        Mark as featured
      </label>
    </AdminFormModal>
  );
}
