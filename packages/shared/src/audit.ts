// The audit log as the admin page and GET /api/admin/audit read it.
import { z } from 'zod';
import { optionalParam, pageQuerySchema, paginationSchema } from './pagination';

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

/** One entry of the log: who, what, on what, from where, and the names of the fields (or the counts) involved. */
export const auditEntrySchema = z
  .object({
    id: z.int(),
    at: z.string().meta({ description: 'When (ISO 8601, UTC).' }),
    admin: z
      .string()
      .nullable()
      .meta({ description: 'The username, as it was (or as it was tried, for a failed sign-in).' }),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    ip: z.string().nullable(),
    fields: z
      .union([z.array(z.string()), z.record(z.string(), z.number())])
      .nullable()
      .meta({ description: 'The names of the fields a write sent, or the counts of an erase; never values.' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** A page of the log, newest first (GET /api/admin/audit). */
export const auditLogAnswerSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });

/** The page as the admin page reads it: with the administrators and actions its filters offer. */
export type AuditPage = z.infer<typeof auditLogAnswerSchema> & { filters: { admins: string[]; actions: string[] } };
