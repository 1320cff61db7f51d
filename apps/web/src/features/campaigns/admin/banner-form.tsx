// The create/edit campaign banner dialog: every field with the spec's defaults, and the server's failure message.
import { BANNER_LIMITS, BANNER_MESSAGES, BANNER_POSITIONS, type Banner } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type { FieldError, FieldPath } from 'react-hook-form';
import { AdminFormModal } from '@/components/admin/form-modal';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBannerWrites } from '@/features/campaigns/admin/api';
import { BannerFormList } from './banner-form-list';
import {
  type BannerFormValues,
  type BannerPayload,
  bannerFormSchema,
  bannerToFormValues,
  EMPTY_BANNER_FORM,
  POSITION_LABELS,
} from './banner-form-values';

/** The first message of a list field: the list's own, or its first failing row's. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message ?? (error as { root?: FieldError }).root?.message;
  if (own) return own;
  if (Array.isArray(error)) return error.map(listError).find(Boolean);
  return undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Mounted while open; `banner` is null when creating. */
export function BannerForm({
  banner,
  onClose,
  onSaved,
}: {
  banner: Banner | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { create, update } = useBannerWrites();
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    field,
    failure,
    saveWith,
  } = useAdminForm<BannerFormValues, BannerPayload>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: banner ? bannerToFormValues(banner) : EMPTY_BANNER_FORM,
  });
  const submit = saveWith({
    save: (payload, callbacks) =>
      banner ? update.mutate({ id: banner.id, ...payload }, callbacks) : create.mutate(payload, callbacks),
    onSaved: async () => onSaved(banner ? BANNER_MESSAGES.updated : BANNER_MESSAGES.created),
    failedText: BANNER_MESSAGES.saveFailed,
  });
  const busy = create.isPending || update.isPending;

  /** A text, number, date or colour input wired to its label, hint and message. */
  const input = (
    name: FieldPath<BannerFormValues>,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => {
    const { hint, ...rest } = props;
    const error = (errors as Record<string, FieldError | undefined>)[name]?.message;
    return (
      <FormField label={label} hint={hint} error={error} required={rest.required}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            {...rest}
            {...field(name, rest.type === 'number' ? { valueAsNumber: true } : {})}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={rest.type === 'color' ? `${inputClass} h-10 p-1` : inputClass}
          />
        )}
      </FormField>
    );
  };

  return (
    <AdminFormModal
      title={banner ? 'Edit Banner' : 'Create Banner'}
      description="Campaign popups replace the built-in consultation popup on the pages they target."
      busy={busy}
      failure={failure}
      submitLabel={banner ? 'Update Banner' : 'Create Banner'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Section title="Content">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('name', 'Name (internal)', { required: true, hint: 'Only shown in the admin.' })}
          {input('title', 'Title', { required: true })}
        </div>
        {input('subtitle', 'Subtitle')}
        <FormField label="Description" error={errors.description?.message}>
          {({ id }) => <textarea id={id} rows={3} {...field('description')} className={inputClass} />}
        </FormField>
        <BannerFormList
          name="features"
          label="Features"
          itemLabel="Feature"
          hint="One benefit per row, shown with a tick. Empty rows are ignored."
          placeholder="e.g. Personalised meal plan"
          error={listError(errors.features)}
          control={control}
          register={register}
        />
      </Section>

      <Section title="Buttons">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('primary_button_text', 'Primary Button Text', { required: true })}
          {input('primary_button_link', 'Primary Button Link', {
            required: true,
            hint: 'A page of this site (/contact) or an https:// address.',
          })}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...field('show_secondary_button')} className="size-4 accent-brand-600" />
          Show WhatsApp button
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('secondary_button_text', 'WhatsApp Button Text')}
          {input('whatsapp_number', 'WhatsApp Number', {
            inputMode: 'tel',
            hint: "Leave empty to use the site's WhatsApp number.",
          })}
        </div>
        {input('whatsapp_message', 'WhatsApp Message', { hint: 'The text the chat opens with.' })}
      </Section>

      <Section title="Display">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Position" error={errors.position?.message}>
            {({ id }) => (
              <select id={id} {...field('position')} className={inputClass}>
                {BANNER_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {POSITION_LABELS[position]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {input('theme_color', 'Theme Colour', { type: 'color' })}
          {input('delay_seconds', 'Delay (seconds)', {
            type: 'number',
            min: BANNER_LIMITS.delaySeconds.min,
            max: BANNER_LIMITS.delaySeconds.max,
            step: 1,
            hint: 'Seconds after arrival, 0 to 60.',
          })}
          {input('cooldown_hours', 'Cooldown (hours)', {
            type: 'number',
            min: BANNER_LIMITS.cooldownHours.min,
            max: BANNER_LIMITS.cooldownHours.max,
            step: 1,
            hint: 'Hours before it shows again, 1 to 168.',
          })}
          {input('max_displays_per_user', 'Max Displays per User', {
            type: 'number',
            min: BANNER_LIMITS.maxDisplays.min,
            max: BANNER_LIMITS.maxDisplays.max,
            step: 1,
          })}
        </div>
        {input('dismissal_text', 'Dismissal Text')}
      </Section>

      <Section title="Targeting and schedule">
        <div className="grid gap-4 sm:grid-cols-2">
          <BannerFormList
            name="show_on_pages"
            label="Show on Pages"
            itemLabel="Page"
            hint="Paths like /about. No rows: every page."
            placeholder="/about"
            error={listError(errors.show_on_pages)}
            control={control}
            register={register}
          />
          <BannerFormList
            name="exclude_pages"
            label="Exclude Pages"
            itemLabel="Excluded page"
            hint="Never shown on these paths."
            placeholder="/contact"
            error={listError(errors.exclude_pages)}
            control={control}
            register={register}
          />
          {input('start_date', 'Start Date', { type: 'date', hint: 'Optional; from the start of this day (UTC).' })}
          {input('end_date', 'End Date', { type: 'date', hint: 'Optional; through the end of this day (UTC).' })}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...field('is_active')} className="size-4 accent-brand-600" />
          Active
        </label>
      </Section>
    </AdminFormModal>
  );
}
