// Calendar: a week of bookings in the business's time zone, with each day's hours and blocked ranges behind them.
// The owner cancels a booking from here (the visitor is e-mailed) or blocks time (added to Availability).
import {
  type AdminBooking,
  type AdminCalendar,
  type BlockedRange,
  blockedRangeSchema,
  WEEKDAY_NAMES,
} from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, InputField } from '@/components/ui/form-field';
import { availability, calendarWeek, saveAvailabilityMutation, useBookingRefresh } from '@/features/booking/admin/api';
import { addDays, formatDay, formatTime } from '@/features/booking/slot-time';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const route = getRouteApi('/admin/calendar');

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The date (YYYY-MM-DD) of an instant in a zone. */
const dateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** Blocked ranges (wall-clock "YYYY-MM-DDTHH:MM" in the business zone) that touch a day. */
const blockedOn = (blocked: BlockedRange[], date: string) =>
  blocked.filter((range) => range.start < `${addDays(date, 1)}T00:00` && range.end > `${date}T00:00`);

export function CalendarPage() {
  const { trpc } = useApi();
  const { afterCancel: refresh } = useBookingRefresh();
  const navigate = route.useNavigate();
  const { from } = route.useSearch();
  const calendar = useQuery(calendarWeek(trpc, from));
  const [toCancel, setToCancel] = useState<AdminBooking | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const cancel = useMutation(
    trpc.booking.cancelAsOwner.mutationOptions({
      onSuccess: async (answer) => {
        setToCancel(null);
        setNotice({ tone: 'success', text: answer.message });
        await refresh();
      },
    }),
  );
  const data = calendar.data;
  const goTo = (date: string | undefined) => void navigate({ search: date ? { from: date } : {} });

  return (
    <AdminPage
      title="Calendar"
      actions={
        <Link to="/admin/availability" className="btn-outline">
          Availability
        </Link>
      }
    >
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {calendar.isError && <FormAlert>{serverErrorText(calendar.error) ?? 'Failed to load the calendar'}</FormAlert>}
      {!data ? (
        <p className="text-slate-600">Loading...</p>
      ) : (
        <>
          <nav aria-label="Weeks" className="mb-4 flex flex-wrap items-center gap-3">
            <button type="button" className="btn-outline px-3 py-1" onClick={() => goTo(addDays(data.from, -7))}>
              <ChevronLeft aria-hidden className="size-4" /> Previous week
            </button>
            <button type="button" className="btn-outline px-3 py-1" onClick={() => goTo(undefined)}>
              This week
            </button>
            <button type="button" className="btn-outline px-3 py-1" onClick={() => goTo(addDays(data.from, 7))}>
              Next week <ChevronRight aria-hidden className="size-4" />
            </button>
            <p className="text-sm text-slate-600" aria-live="polite">
              {dayLabel(data.from)} to {dayLabel(addDays(data.from, data.days - 1))}, times in {data.timezone}
            </p>
          </nav>
          <Week data={data} onCancel={setToCancel} />
          <BlockTimeForm from={data.from} onBlocked={(text) => setNotice({ tone: 'success', text })} />
        </>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToCancel(null);
            cancel.reset();
          }
        }}
        title="Cancel booking"
        message={
          toCancel && data
            ? `Cancel ${toCancel.name}'s consultation on ${formatDay(toCancel.start, data.timezone)} at ${formatTime(toCancel.start, data.timezone)}? The visitor is e-mailed.`
            : ''
        }
        confirmLabel="Cancel booking"
        busy={cancel.isPending}
        error={cancel.error ? (serverErrorText(cancel.error) ?? 'Failed to cancel the booking') : null}
        onConfirm={() => toCancel && cancel.mutate({ id: toCancel.id })}
      />
    </AdminPage>
  );
}

function Week({ data, onCancel }: { data: AdminCalendar; onCancel: (booking: AdminBooking) => void }) {
  const days = Array.from({ length: data.days }, (_, i) => addDays(data.from, i));
  return (
    <ol className="grid gap-3 md:grid-cols-7">
      {days.map((date) => {
        const hours = data.weekly.filter((range) => range.weekday === weekdayOf(date));
        const bookings = data.bookings.filter((b) => dateIn(b.start, data.timezone) === date);
        const blocked = blockedOn(data.blocked, date);
        return (
          <li key={date} className="min-h-40 rounded-xl bg-white p-3 shadow-sm">
            <h2 className="font-semibold text-slate-900">
              <span className="sr-only">{WEEKDAY_NAMES[weekdayOf(date)]}, </span>
              {dayLabel(date)}
            </h2>
            <p className="text-xs text-slate-600">
              {hours.length ? hours.map((h) => `${h.start}-${h.end}`).join(', ') : 'Closed'}
            </p>
            <ul className="mt-2 space-y-2">
              {blocked.map((range) => (
                <li key={`${range.start}-${range.end}`} className="rounded-lg bg-slate-100 p-2 text-xs text-slate-800">
                  Blocked {range.start.slice(11)}-{range.end.slice(0, 10) === date ? range.end.slice(11) : '…'}
                  {range.reason && `: ${range.reason}`}
                </li>
              ))}
              {bookings.map((booking) => (
                <li
                  key={booking.id}
                  className={clsx(
                    'rounded-lg p-2 text-sm',
                    booking.status === 'cancelled' ? 'bg-white text-slate-600 ring-1 ring-slate-200' : 'bg-brand-50',
                  )}
                >
                  <p className={clsx('font-semibold', booking.status === 'cancelled' && 'line-through')}>
                    {formatTime(booking.start, data.timezone)}-{formatTime(booking.end, data.timezone)}
                  </p>
                  <p className="break-words text-slate-800">{booking.name}</p>
                  {booking.status === 'cancelled' ? (
                    <p className="text-xs">Cancelled</p>
                  ) : (
                    <button
                      type="button"
                      className="mt-1 text-xs font-semibold text-red-700 hover:underline"
                      onClick={() => onCancel(booking)}
                    >
                      Cancel booking<span className="sr-only"> of {booking.name}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** What the block-time inputs hold: a date, and times of day on it, in the business's zone. */
type BlockTimeValues = { date: string; start: string; end: string; reason: string };

/** Checks the inputs with the shared blocked-range rules once the date and times are joined ("YYYY-MM-DDTHH:MM"). */
const checkBlockedRange = zodResolver(blockedRangeSchema);
const blockTimeResolver: Resolver<BlockTimeValues, unknown, BlockedRange> = (values, context, options) =>
  checkBlockedRange(
    { start: `${values.date}T${values.start}`, end: `${values.date}T${values.end}`, reason: values.reason },
    context,
    options as never,
  ) as never;

/** Blocks a time on a day of this week (or any date): appended to the blocked ranges of Availability. */
function BlockTimeForm({ from, onBlocked }: { from: string; onBlocked: (text: string) => void }) {
  const { trpc, queryClient } = useApi();
  const { afterAvailabilitySaved } = useBookingRefresh();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(saveAvailabilityMutation(trpc));
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useAdminForm<BlockTimeValues, BlockedRange>({
    resolver: blockTimeResolver,
    defaultValues: { date: from, start: '09:00', end: '19:00', reason: '' },
  }).form;

  const submit = handleSubmit(async (range) => {
    setError(null);
    try {
      const current = await queryClient.fetchQuery(availability(trpc));
      const saved = await save.mutateAsync({ ...current, blocked: [...current.blocked, range] });
      await afterAvailabilitySaved(saved);
      resetField('reason');
      onBlocked(`Blocked ${dayLabel(range.start.slice(0, 10))} ${range.start.slice(11)}-${range.end.slice(11)}`);
    } catch (failure) {
      setError(serverErrorText(failure) ?? 'Failed to block the time');
    }
  });

  return (
    <form onSubmit={submit} aria-label="Block time" className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold">Block time</h2>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <InputField label="Date" type="date" required {...register('date')} />
        <InputField label="From" type="time" required error={errors.start?.message} {...register('start')} />
        <InputField label="Until" type="time" required error={errors.end?.message} {...register('end')} />
        <InputField label="Reason" maxLength={200} error={errors.reason?.message} {...register('reason')} />
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Blocking...' : 'Block'}
        </button>
      </div>
    </form>
  );
}
