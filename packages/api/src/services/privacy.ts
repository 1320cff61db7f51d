// Privacy requests and lead retention: look up, export and erase one address's records; delete old leads daily.
// Each returns what an audit entry needs (the counts, never the address) so the audit log is one call away.
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { deleteLeadRecords, findLeadRecords, type LeadScope } from '@coach/db';
import { type ErasedCounts, invalid, type PersonExport, type PersonRecords, retentionCutoff } from '@coach/shared';
import type { Services } from '../trpc';
import { type AuditActor, audit } from './audit';

export const PRIVACY_ERRORS = {
  businessAddress: "That is the business's own address, not a person's.",
} as const;

type PrivacyServices = Pick<Services, 'db' | 'mail' | 'settings' | 'outboxDir' | 'log'>;

/**
 * The business's own addresses are refused: every notification is sent to them and every confirmation replies to
 * them, so "their" records would be everybody's e-mails.
 */
async function personScope(services: PrivacyServices, email: string): Promise<LeadScope> {
  const settings = await services.settings.get();
  const own = [services.mail.notifyEmail ?? settings.email, settings.email].map((a) => a.trim().toLowerCase());
  if (own.includes(email)) throw invalid(PRIVACY_ERRORS.businessAddress);
  return { email };
}

/** Everything stored about an address (already trimmed and lower-cased by personEmailSchema). */
export async function lookUpPerson(services: PrivacyServices, email: string): Promise<PersonRecords> {
  return { email, ...(await findLeadRecords(services.db, await personScope(services, email))) };
}

/** How many records of each kind: what the audit log keeps of a request, never the address. */
const countsOf = (records: PersonRecords) =>
  Object.fromEntries(
    Object.entries(records)
      .filter(([, value]) => Array.isArray(value))
      .map(([kind, value]) => [kind, (value as unknown[]).length]),
  );

export async function exportPerson(
  services: PrivacyServices,
  email: string,
  actor: AuditActor,
  now = new Date(),
): Promise<PersonExport> {
  const records = await lookUpPerson(services, email);
  await audit(services, actor, { action: 'person.export', target_type: 'person', fields: countsOf(records) });
  return { exported_at: now.toISOString(), ...records };
}

/** Removes the .eml copies of deleted outbox rows (DATA_DIR/outbox/000042-kind.eml); a missing folder is nothing. */
async function removeEmailFiles(services: PrivacyServices, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const wanted = new Set(ids);
  let names: string[];
  try {
    names = await readdir(services.outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const id = /^(\d+)-[^/]*\.eml$/.exec(name)?.[1];
    if (id === undefined || !wanted.has(Number(id))) continue;
    await unlink(join(services.outboxDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

async function deleteScope(services: PrivacyServices, scope: LeadScope): Promise<ErasedCounts> {
  // The database in one transaction first; the files after it committed (a failed transaction keeps them all).
  const { deleted, emailIds } = await deleteLeadRecords(services.db, scope);
  await removeEmailFiles(services, emailIds);
  return deleted;
}

/** Erases every record of an address: its leads, their bookings (the times become free), its e-mails and files. */
export async function erasePerson(
  services: PrivacyServices,
  email: string,
  actor: AuditActor,
): Promise<{ deleted: ErasedCounts }> {
  const deleted = await deleteScope(services, await personScope(services, email));
  await audit(services, actor, { action: 'person.erase', target_type: 'person', fields: deleted });
  return { deleted };
}

export type RetentionResult = { months: number; before: string; deleted: ErasedCounts };

/** Deletes the leads older than the Settings' "Delete leads older than N months"; null when it is empty (keep). */
export async function applyLeadRetention(services: PrivacyServices, now = new Date()): Promise<RetentionResult | null> {
  const months = (await services.settings.get()).lead_retention_months;
  if (!months) return null;
  const before = retentionCutoff(now, months).toISOString();
  const deleted = await deleteScope(services, { before });
  await audit(
    services,
    { adminId: null, admin: 'system' },
    { action: 'leads.retention', fields: { months, ...deleted } },
  );
  return { months, before, deleted };
}
