// The audit log's one way in: who (the administrator, or the username tried), what, on what, from where, and for an
// update the names of the fields it changed. Values are never written, so health data does not spread into the log.
import {
  type AuditEntryInput,
  auditFilterValues,
  type DB,
  getAdminUsername,
  insertAuditEntry,
  listAuditEntries,
  pruneAuditEntries,
} from '@coach/db';
import { type AuditPage, type AuditQueryInput, paginate, stripUntypeable } from '@coach/shared';

export type AuditActor = { adminId: number | null; ip?: string | null; admin?: string | null };

export async function audit(
  services: { db: DB },
  actor: AuditActor,
  entry: Omit<AuditEntryInput, 'admin_id' | 'admin' | 'ip'>,
): Promise<void> {
  const admin = actor.admin ?? (actor.adminId ? await getAdminUsername(services.db, actor.adminId) : null);
  await insertAuditEntry(services.db, {
    ...entry,
    admin_id: actor.adminId,
    admin: admin ?? null,
    ip: actor.ip ?? null,
  });
}

/**
 * The names of the fields a write sent (its keys), never their values; `id` is the target, not a field. The keys come
 * from the request as sent, before any schema, so characters nobody types are stripped from them here.
 */
export function changedFields(input: unknown): string[] | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const names = Object.keys(input)
    .map(stripUntypeable)
    .filter((name) => name && name !== 'id')
    .sort();
  return names.length ? names : null;
}

/** The record's id a write names, if any. */
const targetIdOf = (input: unknown) => {
  const id = input && typeof input === 'object' ? (input as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 50) : null;
};

/** The entry of an administrator's write: "blog.update" on blog 12, with the names of the fields sent. */
export function auditWrite(services: { db: DB }, actor: AuditActor, action: string, input: unknown, id?: unknown) {
  const area = action.split('.')[0] ?? action;
  return audit(services, actor, {
    action,
    target_type: area,
    target_id: targetIdOf(id === undefined ? input : { id }),
    fields: changedFields(input),
  });
}

/** A page of the log, with the values its filters offer. */
export async function readAuditLog(services: { db: DB }, query: AuditQueryInput): Promise<AuditPage> {
  const { entries, total } = await listAuditEntries(services.db, {
    page: query.page,
    per_page: query.per_page,
    action: query.action,
    admin: query.admin,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined,
  });
  return { entries, pagination: paginate(query, total), filters: await auditFilterValues(services.db) };
}

/** The daily trim: entries older than `keepDays` go. Returns how many. */
export function pruneAuditLog(services: { db: DB }, keepDays: number, now = Date.now()): Promise<number> {
  return pruneAuditEntries(services.db, new Date(now - keepDays * 86_400_000).toISOString());
}
