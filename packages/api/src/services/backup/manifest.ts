// What a backup file holds: its manifest (program version, migrations, row counts, a SHA-256 per file) and the layout.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** The files of a DATA_DIR that a backup carries, under the same names inside the archive. */
export const DATA_FILES = { database: 'app.sqlite', secrets: 'secrets.json', uploads: 'uploads' } as const;
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;
export const BACKUP_APP = 'nutriwell';

const isPlainCharacter = (ch: string) => ch.charCodeAt(0) >= 0x20 && ch !== '\\';

/** A path a backup may hold: the database, the secrets, or a file below uploads/ (no "..", no control characters). */
export function isBackupPath(path: string): boolean {
  if (path === DATA_FILES.database || path === DATA_FILES.secrets) return true;
  if (!path.startsWith(`${DATA_FILES.uploads}/`) || path.length > 500) return false;
  return path
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && [...part].every(isPlainCharacter));
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  app: z.literal(BACKUP_APP),
  version: z.string().min(1).max(50),
  created_at: z.iso.datetime(),
  latest_migration: z.string().max(200),
  migrations: z.array(z.string().max(200)).max(10_000),
  row_counts: z.record(z.string().max(200), z.number().int().min(0)),
  files: z
    .record(z.string(), z.object({ size: z.number().int().min(0), sha256: sha256Hex }))
    .refine((files) => Object.keys(files).every(isBackupPath), 'lists a file outside the backup layout')
    .refine((files) => DATA_FILES.database in files, 'has no database'),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type FileDigest = BackupManifest['files'][string];

export async function digestFile(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
