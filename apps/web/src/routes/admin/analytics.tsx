// /admin/analytics: the range (the last 7, 30 or 90 days, or a custom from/to) lives in the URL; the figures are in
// AnalyticsPage. Nothing from @coach/shared here: its analytics module defines schemas, and route configs load with
// every public page. The page maps a day count it does not offer to the default; the server judges a custom range.
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/analytics/admin/analytics-page';
import { positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ range: positiveInt, from: text(10), to: text(10) });

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: searchSchema,
  component: AnalyticsPage,
});
