// The backups in BACKUP_DIR: list them, make one (one at a time), rotate old ones out, find one to download.
import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DB } from '@coach/db';
import {
  BACKUP_MESSAGES,
  type BackupInfo,
  type BackupKind,
  backupName,
  notFound,
  parseBackupName,
  ROTATED_BACKUP_KINDS,
} from '@coach/shared';
import { writeBackupFile } from './write';

export type BackupService = {
  /** Newest first. */
  list(): Promise<BackupInfo[]>;
  /** Makes a backup in BACKUP_DIR; manual and scheduled ones then rotate the oldest out past BACKUP_KEEP. */
  create(kind: BackupKind): Promise<{ backup: BackupInfo; file: string }>;
  /** The path of a listed backup, for download; a name that is not one of them is "not found". */
  pathOf(name: string): Promise<{ file: string; size: number }>;
  /** Resolves when no backup is being written. */
  idle(): Promise<void>;
};

export type BackupServiceOptions = {
  db: DB;
  dataDir: string;
  backupDir: string;
  keep: number;
  version: string;
  /** Called after each backup is made (the server then sends it off-site). */
  onCreated?: () => void;
};

export function createBackupService(options: BackupServiceOptions): BackupService {
  const { backupDir, keep } = options;
  let queue: Promise<unknown> = Promise.resolve();

  async function list(): Promise<BackupInfo[]> {
    const names = await readdir(backupDir).catch(() => [] as string[]);
    const found: Array<BackupInfo & { order: number }> = [];
    for (const name of names) {
      const parsed = parseBackupName(name);
      const stats = parsed && (await stat(join(backupDir, name)).catch(() => null));
      if (!parsed || !stats?.isFile()) continue;
      // Names carry the second; the file's own time orders backups made within one second.
      found.push({ name, size: stats.size, created_at: parsed.createdAt.toISOString(), order: stats.mtimeMs });
    }
    found.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.order - a.order);
    return found.map(({ order: _order, ...backup }) => backup);
  }

  async function rotate(): Promise<void> {
    const rotated = (await list()).filter((b) => ROTATED_BACKUP_KINDS.includes(parseBackupName(b.name)!.kind));
    for (const old of rotated.slice(keep)) await unlink(join(backupDir, old.name)).catch(() => undefined);
  }

  async function create(kind: BackupKind) {
    const now = new Date();
    const { file } = await writeBackupFile({
      db: options.db,
      dataDir: options.dataDir,
      version: options.version,
      target: { dir: backupDir, name: (attempt) => backupName(now, kind, attempt) },
    });
    if (ROTATED_BACKUP_KINDS.includes(kind)) await rotate();
    options.onCreated?.();
    const { size } = await stat(file);
    const name = basename(file);
    return { backup: { name, size, created_at: parseBackupName(name)!.createdAt.toISOString() }, file };
  }

  return {
    list,
    create(kind) {
      const run = queue.then(() => create(kind));
      queue = run.catch(() => undefined);
      return run;
    },
    async pathOf(name) {
      const listed = (await list()).find((b) => b.name === name);
      if (!listed) throw notFound(BACKUP_MESSAGES.notFound);
      return { file: join(backupDir, listed.name), size: listed.size };
    },
    async idle() {
      await queue;
    },
  };
}
