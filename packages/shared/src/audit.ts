// The audit log as the admin page and GET /api/admin/audit read it.
import { z } from 'zod';
import { optionalParam, type Pagination, pageQuerySchema } from './pagination';

/** How long entries are kept by default (AUDIT_KEEP_DAYS). */
export const AUDIT_KEEP_DAYS_DEFAULT = 365;

const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

export const auditQuerySchema = pageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  action: optionalParam(z.string().trim().max(100)),
  admin: optionalParam(z.string().trim().max(100)),
  /** Days, in UTC: from the start of `from` to the end of `to`. */
  from: optionalParam(day),
  to: optionalParam(day),
});
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;

export type AuditEntryView = {
  id: number;
  at: string;
  admin: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  fields: string[] | Record<string, number> | null;
};

export type AuditPage = {
  entries: AuditEntryView[];
  pagination: Pagination;
  filters: { admins: string[]; actions: string[] };
};
