// The analytics area's data: the visit report for a range of days, and the business time zone its days count in.
import { keepPreviousData } from '@tanstack/react-query';
import type { Trpc } from '@/lib/trpc';

/** The report for `from`..`to`; the range on screen stays while the next one loads. */
export const visitReport = (trpc: Trpc, range: { from: string; to: string }) =>
  trpc.analytics.report.queryOptions(range, { placeholderData: keepPreviousData });

/** The key of every range's report, for the writes that change its figures (the newsletter's subscribers). */
export const analyticsReports = (trpc: Trpc) => trpc.analytics.report.pathKey();

/** The availability settings hold the business time zone, which decides where a day starts. */
export const businessTimeZone = (trpc: Trpc) => trpc.booking.availability.queryOptions();
