// /admin/calendar: a week of bookings; the week's first day lives in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/booking/admin/calendar-page';
import { searchParams } from '@/lib/search-params';

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

export const Route = createFileRoute('/admin/calendar')({
  validateSearch: searchParams({ from: isoDate }),
  component: CalendarPage,
});
