// Backups as the admin portal and the API see them: names, what the list shows, and the messages.
import { z } from 'zod';

/** Why a backup was made; part of its file name. Only manual and scheduled backups are rotated out. */
export const BACKUP_KINDS = ['manual', 'scheduled', 'pre-upgrade', 'pre-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
export const ROTATED_BACKUP_KINDS: readonly BackupKind[] = ['manual', 'scheduled'];

/** `nutriwell-20261123-101500-manual.tar.gz` (UTC), with `-2`, `-3` ... when several are made in one second. */
export const BACKUP_NAME_PATTERN =
  /^nutriwell-(\d{8})-(\d{6})-(manual|scheduled|pre-upgrade|pre-restore)(?:-(\d{1,4}))?\.tar\.gz$/;

export const BACKUP_MESSAGES = {
  invalidName: 'Invalid backup name',
  notFound: 'Backup not found',
  failed: 'The backup could not be made; see the server log',
  created: 'Backup made',
} as const;

export const backupNameSchema = z.string().max(100).regex(BACKUP_NAME_PATTERN, BACKUP_MESSAGES.invalidName);

/** A backup in BACKUP_DIR, as the list shows it. */
export const backupInfoSchema = z
  .object({
    name: z.string().meta({ description: 'The file name, e.g. `nutriwell-20261123-101500-manual.tar.gz`.' }),
    size: z.int().meta({ description: 'In bytes.' }),
    created_at: z.string().meta({ description: 'ISO time (UTC), to the second, from the name.' }),
  })
  .meta({ id: 'Backup' });
export type BackupInfo = z.infer<typeof backupInfoSchema>;

/** The answers of the backup routes (a download is the file itself). */
export const backupAnswers = {
  list: z.object({ backups: z.array(backupInfoSchema).meta({ description: 'Newest first.' }) }),
  made: z.object({ backup: backupInfoSchema }),
};

/** The creation time, kind and attempt (2 for `-2`...) written into a backup's name; null for any other file name. */
export function parseBackupName(name: string): { createdAt: Date; kind: BackupKind; attempt: number } | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, day = '', time = '', kind, attempt] = match;
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}Z`;
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, kind: kind as BackupKind, attempt: Number(attempt ?? 1) };
}

/** The name a backup made at `at` gets; `attempt` > 1 when that name is taken. */
export function backupName(at: Date, kind: BackupKind, attempt = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `nutriwell-${stamp}-${kind}${attempt > 1 ? `-${attempt}` : ''}.tar.gz`;
}
