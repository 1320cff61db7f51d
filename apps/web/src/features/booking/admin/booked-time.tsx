// A consultation's booked time in the admin's lists, in the administrator's own time zone; a cancelled one struck out.
import type { ConsultationBooking } from '@coach/shared';
import { formatDay, formatTime, visitorTimeZone } from '@/features/booking/slot-time';

export function BookedTime({ booking }: { booking: ConsultationBooking | null | undefined }) {
  if (!booking) return <span className="text-slate-500">—</span>;
  const zone = visitorTimeZone();
  const text = `${formatDay(booking.start, zone)}, ${formatTime(booking.start, zone)}`;
  if (booking.status === 'cancelled') {
    return (
      <span>
        <del>
          <time dateTime={booking.start}>{text}</time>
        </del>{' '}
        <span className="text-xs text-slate-600">(cancelled)</span>
      </span>
    );
  }
  return (
    <time dateTime={booking.start} className="font-medium text-slate-900">
      {text}
    </time>
  );
}
