// /admin/audit: the audit log, read-only; the administrator, action and day filters and the page live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '@/features/audit/admin/audit-log-page';
import { isoDay, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  admin: text(100),
  action: text(100),
  from: isoDay,
  to: isoDay,
});

export const Route = createFileRoute('/admin/audit')({
  validateSearch: searchSchema,
  component: AuditLogPage,
});
