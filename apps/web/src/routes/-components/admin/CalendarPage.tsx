// Calendar: a week of bookings in the business's time zone, with each day's hours and blocked ranges behind them.
// The owner cancels a booking from here (the visitor is e-mailed) or blocks time (added to Availability).
import { type AdminBooking, type AdminCalendar, type BlockedRange, WEEKDAY_NAMES } from '@coach/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { FormAlert, inputClass } from '../../../components/FormField';
import { serverErrorText } from '../../../lib/errors';
import { formatDay, formatTime } from '../../../lib/slot-time';

const adminRoute = getRouteApi('/admin');
const route = getRouteApi('/admin/calendar');

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
  const { trpc } = adminRoute.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const { from } = route.useSearch();
  const calendar = useQuery(
    trpc.booking.calendar.queryOptions({ from, days: 7 }, { placeholderData: keepPreviousData }),
  );
  const [toCancel, setToCancel] = useState<AdminBooking | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.booking.calendar.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.consultation.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.pathKey() }),
    ]);
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

/** Blocks a time on a day of this week (or any date): appended to the blocked ranges of Availability. */
function BlockTimeForm({ from, onBlocked }: { from: string; onBlocked: (text: string) => void }) {
  const { trpc } = adminRoute.useRouteContext();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(from);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('19:00');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.booking.saveAvailability.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const availability = await queryClient.fetchQuery(trpc.booking.availability.queryOptions());
      const blocked = [...availability.blocked, { start: `${date}T${start}`, end: `${date}T${end}`, reason }];
      const saved = await save.mutateAsync({ ...availability, blocked });
      queryClient.setQueryData(trpc.booking.availability.queryKey(), saved);
      await queryClient.invalidateQueries({ queryKey: trpc.booking.calendar.pathKey() });
      setReason('');
      onBlocked(`Blocked ${dayLabel(date)} ${start}-${end}`);
    } catch (failure) {
      setError(serverErrorText(failure) ?? 'Failed to block the time');
    }
  };

  return (
    <form onSubmit={submit} aria-label="Block time" className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold">Block time</h2>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          Date
          <input type="date" required className={inputClass} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          From
          <input type="time" required className={inputClass} value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Until
          <input type="time" required className={inputClass} value={end} onChange={(e) => setEnd(e.target.value)} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Reason
          <input className={inputClass} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Blocking...' : 'Block'}
        </button>
      </div>
    </form>
  );
}
