// The audit log: appended to, read with filters, and trimmed by age. Nothing edits or deletes a single entry.
import type { AuditEntryView as AuditEntry } from '@coach/shared';
import type { DB } from '../client';

export type AuditEntryInput = {
  admin_id: number | null;
  admin: string | null;
  action: string;
  target_type?: string | null;
  target_id?: string | number | null;
  ip?: string | null;
  /** Field names (an update) or counts (an erase, a retention run); never values. */
  fields?: string[] | Record<string, number> | null;
};

export async function insertAuditEntry(db: DB, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: entry.admin_id,
      admin: entry.admin,
      action: entry.action,
      target_type: entry.target_type ?? null,
      target_id: entry.target_id === undefined || entry.target_id === null ? null : String(entry.target_id),
      ip: entry.ip ?? null,
      fields: entry.fields ? JSON.stringify(entry.fields) : null,
    })
    .execute();
}

export type AuditQuery = {
  page: number;
  per_page: number;
  action?: string;
  admin?: string;
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string;
  to?: string;
};

export async function listAuditEntries(db: DB, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const filtered = db
    .selectFrom('audit_log')
    .$if(Boolean(query.action), (q) => q.where('action', '=', query.action as string))
    .$if(Boolean(query.admin), (q) => q.where('admin', '=', query.admin as string))
    .$if(Boolean(query.from), (q) => q.where('at', '>=', query.from as string))
    .$if(Boolean(query.to), (q) => q.where('at', '<', query.to as string));
  const [rows, count] = await Promise.all([
    filtered
      .select(['id', 'at', 'admin', 'action', 'target_type', 'target_id', 'ip', 'fields'])
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, fields: row.fields ? JSON.parse(row.fields) : null })),
    total: Number(count.n),
  };
}

/** The administrators and actions that appear in the log, for the page's filters. */
export async function auditFilterValues(db: DB): Promise<{ admins: string[]; actions: string[] }> {
  const [admins, actions] = await Promise.all([
    db.selectFrom('audit_log').select('admin').distinct().where('admin', 'is not', null).orderBy('admin').execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return { admins: admins.map((row) => row.admin as string), actions: actions.map((row) => row.action) };
}

/** Removes entries older than the cut-off (the daily job, AUDIT_KEEP_DAYS); returns how many. */
export async function pruneAuditEntries(db: DB, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
