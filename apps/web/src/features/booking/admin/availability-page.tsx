// Availability: when visitors may book a consultation. The business time zone, slot length and buffer, how far ahead
// and how soon, the weekly hours (any number of ranges a day), and blocked dates or times (holidays, leave).
import { type Availability, availabilitySchema, BOOKING_MESSAGES, WEEKDAY_NAMES } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type FieldPath, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPage } from '@/components/admin/admin-page';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, FormField, inputClass, NumberField } from '@/components/ui/form-field';
import { availability, saveAvailabilityMutation, useBookingRefresh } from '@/features/booking/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

type FormValues = z.input<typeof availabilitySchema>;
type Form = UseFormReturn<FormValues, unknown, Availability>;

const NUMBER_FIELDS: Array<{ name: FieldPath<FormValues>; label: string; hint: string }> = [
  { name: 'slot_minutes', label: 'Slot length (minutes)', hint: '15 to 240; a first consultation lasts 45-60 minutes' },
  { name: 'buffer_minutes', label: 'Buffer between slots (minutes)', hint: 'Free time after each consultation' },
  { name: 'days_ahead', label: 'Bookable days ahead', hint: 'How far ahead visitors may book' },
  { name: 'min_notice_hours', label: 'Minimum notice (hours)', hint: 'The soonest a visitor may book or change' },
];

/**
 * The zones the browser knows, for the picker, with the saved one first among them: browsers list canonical names
 * only ("Asia/Calcutta"), and the saved zone may be an alias the server accepts as well ("Asia/Kolkata").
 */
function timeZones(saved: string | undefined): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...(saved ? [saved] : []), ...supported, 'UTC'])].sort();
}

/** The first message of a nested field's errors (react-hook-form keeps them in the shape of the values). */
function errorAt(form: Form, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const error = node as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export function AvailabilityPage() {
  const { trpc } = useApi();
  const { afterAvailabilitySaved } = useBookingRefresh();
  const current = useQuery(availability(trpc));
  const save = useMutation(saveAvailabilityMutation(trpc));
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form: Form = useAdminForm<FormValues, Availability>({ resolver: zodResolver(availabilitySchema) }).form;
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);
  const zones = useMemo(() => timeZones(current.data?.timezone), [current.data?.timezone]);

  const submit = form.handleSubmit((values) => {
    setResult(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        void afterAvailabilitySaved(saved);
        setResult({ tone: 'success', text: BOOKING_MESSAGES.availabilitySaved });
      },
      onError: (error) => setResult({ tone: 'error', text: serverErrorText(error) ?? 'Failed to save availability' }),
    });
  });

  return (
    <AdminPage title="Availability">
      {current.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : (
        <form onSubmit={submit} noValidate className="max-w-3xl space-y-8" aria-label="Availability">
          {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
          <section aria-labelledby="booking-rules" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="booking-rules" className="text-lg font-bold">
              Booking rules
            </h2>
            <FormField
              label="Business time zone"
              hint="Hours and blocked times below are in this zone"
              error={errorAt(form, 'timezone')}
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className={inputClass}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  {...form.register('timezone')}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              {NUMBER_FIELDS.map(({ name, label, hint }) => (
                <NumberField
                  key={name}
                  label={label}
                  hint={hint}
                  error={errorAt(form, name)}
                  {...form.register(name, { valueAsNumber: true })}
                />
              ))}
            </div>
          </section>
          <WeeklyHours form={form} />
          <BlockedTimes form={form} />
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Availability'}
          </button>
        </form>
      )}
    </AdminPage>
  );
}

function WeeklyHours({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'weekly' });
  return (
    <section aria-labelledby="weekly-hours" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="weekly-hours" className="text-lg font-bold">
        Weekly hours
      </h2>
      {errorAt(form, 'weekly') && <FormAlert>{errorAt(form, 'weekly')}</FormAlert>}
      {WEEKDAY_NAMES.map((dayName, weekday) => {
        const ranges = fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        return (
          <fieldset key={dayName} className="border-t border-slate-100 pt-3">
            <legend className="font-semibold text-slate-800">{dayName}</legend>
            {ranges.length === 0 && <p className="mt-1 text-sm text-slate-600">Closed</p>}
            {ranges.map(({ field, index }) => (
              <div key={field.id} className="mt-2 flex flex-wrap items-end gap-3">
                <WallClockInput form={form} type="time" name={`weekly.${index}.start`} label={`${dayName} from`} />
                <WallClockInput form={form} type="time" name={`weekly.${index}.end`} label={`${dayName} until`} />
                <button
                  type="button"
                  className="rounded-lg p-2 text-red-700 hover:bg-red-50"
                  aria-label={`Remove ${dayName} ${form.getValues(`weekly.${index}.start`)} range`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
                {errorAt(form, `weekly.${index}`) && (
                  <p className="w-full text-sm text-red-700">{errorAt(form, `weekly.${index}`)}</p>
                )}
              </div>
            ))}
            <button
              type="button"
              className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => append({ weekday, start: '09:00', end: '17:00' })}
            >
              <Plus aria-hidden className="size-4" /> Add hours on {dayName}
            </button>
          </fieldset>
        );
      })}
    </section>
  );
}

function BlockedTimes({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'blocked' });
  return (
    <section aria-labelledby="blocked-times" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="blocked-times" className="text-lg font-bold">
        Blocked dates and times
      </h2>
      <p className="text-sm text-slate-600">Holidays and leave: no slot is offered while a blocked range lasts.</p>
      {errorAt(form, 'blocked') && <FormAlert>{errorAt(form, 'blocked')}</FormAlert>}
      {fields.length === 0 && <p className="text-sm text-slate-600">Nothing blocked.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-3">
          <legend className="sr-only">Blocked range {index + 1}</legend>
          <WallClockInput form={form} type="datetime-local" name={`blocked.${index}.start`} label="From" />
          <WallClockInput form={form} type="datetime-local" name={`blocked.${index}.end`} label="Until" />
          <FormField label="Reason" error={errorAt(form, `blocked.${index}.reason`)}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={inputClass}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                {...form.register(`blocked.${index}.reason`)}
              />
            )}
          </FormField>
          <button
            type="button"
            className="rounded-lg p-2 text-red-700 hover:bg-red-50"
            aria-label={`Remove blocked range ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
          {errorAt(form, `blocked.${index}`) && (
            <p className="w-full text-sm text-red-700">{errorAt(form, `blocked.${index}`)}</p>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        onClick={() => append({ start: '', end: '', reason: '' })}
      >
        <Plus aria-hidden className="size-4" /> Block a date or time
      </button>
    </section>
  );
}

/** A wall-clock input: a time of day (weekly hours) or a date and time (blocked ranges), in the business's zone. */
function WallClockInput({
  form,
  name,
  label,
  type,
}: {
  form: Form;
  name: FieldPath<FormValues>;
  label: string;
  type: 'time' | 'datetime-local';
}) {
  return (
    <FormField label={label} error={errorAt(form, name)}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className={inputClass}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}
