// The add/edit testimonial dialog: kind, name, text, rating, date line, the photos the kind shows (each with its
// alternative text), and whether visitors see it.
import { type Picture, TESTIMONIAL_LIMITS, type Testimonial } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminFormModal } from '@/components/admin/form-modal';
import { PictureField } from '@/components/admin/picture-field';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormField, InputField, inputClass, SelectField } from '@/components/ui/form-field';
import { useTestimonialWrites } from '@/features/testimonials/admin/api';
import {
  EMPTY_TESTIMONIAL_FORM,
  TESTIMONIAL_KIND_OPTIONS,
  type TestimonialFormValues,
  type TestimonialPayload,
  testimonialFormSchema,
  testimonialToFormValues,
} from './testimonial-form-values';

const SAVE_FAILED = 'Failed to save testimonial';
const RATINGS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

/** Mounted while open; `testimonial` is null when adding. */
export function TestimonialForm({ testimonial, onClose }: { testimonial: Testimonial | null; onClose: () => void }) {
  const { create, update } = useTestimonialWrites();
  const {
    form: {
      watch,
      setValue,
      clearErrors,
      formState: { errors },
    },
    field,
    failure,
    saveWith,
  } = useAdminForm<TestimonialFormValues, TestimonialPayload>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: testimonial ? testimonialToFormValues(testimonial) : EMPTY_TESTIMONIAL_FORM,
  });
  const submit = saveWith({
    save: (payload, callbacks) =>
      testimonial ? update.mutate({ id: testimonial.id, ...payload }, callbacks) : create.mutate(payload, callbacks),
    onSaved: async () => onClose(),
    failedText: SAVE_FAILED,
  });
  const busy = create.isPending || update.isPending;
  const kind = watch('kind');
  const text = watch('text');

  const photoField = (name: 'photo' | 'after_photo', label: string) => (
    <PictureField
      label={label}
      altLabel={`Alternative text of the ${label.toLowerCase()}`}
      folder="testimonials"
      value={watch(name)}
      onChange={(value: Picture | null) => {
        setValue(name, value, { shouldDirty: true });
        clearErrors(name);
      }}
      urlError={errors[name]?.message ?? errors[name]?.url?.message}
      altError={errors[name]?.alt?.message}
    />
  );

  return (
    <AdminFormModal
      title={testimonial ? 'Edit Testimonial' : 'Add New Testimonial'}
      busy={busy}
      failure={failure}
      submitLabel={testimonial ? 'Update Testimonial' : 'Save Testimonial'}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind"
          required
          error={errors.kind?.message}
          options={[{ value: '', label: 'Select kind' }, ...TESTIMONIAL_KIND_OPTIONS]}
          {...field('kind')}
        />
        <InputField
          label="Name"
          required
          maxLength={TESTIMONIAL_LIMITS.name}
          error={errors.name?.message}
          {...field('name')}
        />
      </div>

      <FormField
        label="Text"
        required
        hint={`The client's own words (${text.length}/${TESTIMONIAL_LIMITS.text})`}
        error={errors.text?.message}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={4}
            {...field('text')}
            maxLength={TESTIMONIAL_LIMITS.text}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Rating" required error={errors.rating?.message} options={RATINGS} {...field('rating')} />
        <InputField
          label="Date line"
          hint='Shown after the name, e.g. "March 2026"'
          maxLength={TESTIMONIAL_LIMITS.dateLine}
          error={errors.date_line?.message}
          {...field('date_line')}
        />
      </div>

      {kind === 'meal' && photoField('photo', 'Meal photo')}
      {kind === 'client' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {photoField('photo', 'Before photo')}
          {photoField('after_photo', 'After photo')}
        </div>
      )}

      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...field('shown')} className="size-4 accent-brand-600" />
        Show on the site
      </label>
    </AdminFormModal>
  );
}
