import { link, mkdir, readdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeDatabaseFile, insertConsultation, LATEST_MIGRATION } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import { CONSULTATION_GOALS, consultationInputSchema } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { DATA_FILES, digestFile, isBackupPath, MANIFEST_FILE } from './manifest';
import { extractBackupFile, verifyBackupFile } from './read';
import { createBackupService } from './service';
import { editManifest, refusal, repack, tempDir } from './testing';
import { removeStaleStaging, writeBackupFile } from './write';

const LEAD = consultationInputSchema.parse({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  age: 34,
  current_weight: 72,
  target_weight: 64,
  goal: CONSULTATION_GOALS[0],
  message: 'Hello',
});

/** A data folder with a database holding `leads` consultations, secrets and two uploads. */
async function dataFolder(leads = 2) {
  const { db, dir } = await createTestDatabase();
  for (let i = 0; i < leads; i++) await insertConsultation(db, { ...LEAD, email: `lead${i}@example.com` });
  await writeFile(join(dir, DATA_FILES.secrets), '{"publicApiKey":"pk_x","appSecret":"s"}\n');
  await mkdir(join(dir, 'uploads/recipes'), { recursive: true });
  await writeFile(join(dir, 'uploads/recipes/a.webp'), 'image-a');
  await writeFile(join(dir, 'uploads/recipes/b.webp'), 'image-b');
  return { db, dir };
}

describe('writing a backup file', () => {
  it('holds a snapshot of the database, the secrets, the uploads and a manifest with a checksum of each', async () => {
    const { db, dir } = await dataFolder(3);
    const file = join(await tempDir(), 'one.tar.gz');
    const { manifest } = await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '9.8.7' });

    expect(manifest).toMatchObject({
      format: 1,
      app: 'nutriwell',
      version: '9.8.7',
      latest_migration: LATEST_MIGRATION,
    });
    expect(manifest.migrations.at(-1)).toBe(LATEST_MIGRATION);
    expect(manifest.row_counts.consultations).toBe(3);
    expect(manifest.row_counts.kysely_migration).toBe(manifest.migrations.length);
    expect(Date.now() - Date.parse(manifest.created_at)).toBeLessThan(60_000);
    expect(Object.keys(manifest.files).sort()).toEqual(
      ['app.sqlite', 'secrets.json', 'uploads/recipes/a.webp', 'uploads/recipes/b.webp'].sort(),
    );
    expect(manifest.files['uploads/recipes/a.webp']).toEqual(await digestFile(join(dir, 'uploads/recipes/a.webp')));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Only the finished file is left beside it.
    expect(await readdir(join(file, '..'))).toEqual(['one.tar.gz']);

    const out = await tempDir();
    await extractBackupFile(file, out, await verifyBackupFile(file));
    expect(await readFile(join(out, 'uploads/recipes/b.webp'), 'utf8')).toBe('image-b');
    expect(await readFile(join(out, 'secrets.json'), 'utf8')).toContain('pk_x');
    expect((await stat(join(out, 'app.sqlite'))).mode & 0o777).toBe(0o600);
  });

  it('under concurrent writes, holds everything committed before it began and counts exactly what it holds', async () => {
    const { db, dir } = await dataFolder(5);
    const file = join(await tempDir(), 'b.tar.gz');
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await insertConsultation(db, { ...LEAD, email: `during${i}@example.com` });
        // Each write is synchronous underneath; let the backup's own steps run between them.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const { manifest } = await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1' });
    writing = false;
    await writer;
    const out = await tempDir();
    await extractBackupFile(file, out, await verifyBackupFile(file));
    const held = describeDatabaseFile(join(out, 'app.sqlite'));
    expect(held.integrity).toBe('ok');
    expect(held.rowCounts.consultations).toBeGreaterThanOrEqual(5);
    expect(manifest.row_counts).toEqual(held.rowCounts);
  });

  it('archives hard-linked uploads as plain files, leaves uploads being written out, and never replaces a file', async () => {
    const { db, dir } = await dataFolder(0);
    await link(join(dir, 'uploads/recipes/a.webp'), join(dir, 'uploads/recipes/a-again.webp'));
    await writeFile(join(dir, 'uploads/recipes/.c.webp.1a2b.tmp'), 'half an upload');
    const backupDir = join(await tempDir(), 'backups');
    const names = (n: number) => `fixed-name${n > 1 ? `-${n}` : ''}.tar.gz`;
    const first = await writeBackupFile({ db, dataDir: dir, target: { dir: backupDir, name: names }, version: '1' });
    const second = await writeBackupFile({ db, dataDir: dir, target: { dir: backupDir, name: names }, version: '1' });
    expect([first.file, second.file]).toEqual([
      join(backupDir, 'fixed-name.tar.gz'),
      join(backupDir, 'fixed-name-2.tar.gz'),
    ]);
    const manifest = await verifyBackupFile(first.file);
    expect(Object.keys(manifest.files)).toContain('uploads/recipes/a-again.webp');
    expect(Object.keys(manifest.files).some((path) => path.endsWith('.tmp'))).toBe(false);
    const out = await tempDir();
    await extractBackupFile(first.file, out, manifest);
    expect(await readFile(join(out, 'uploads/recipes/a-again.webp'), 'utf8')).toBe('image-a');
    // Nothing but the two backups is left in the folder.
    expect((await readdir(backupDir)).sort()).toEqual(['fixed-name-2.tar.gz', 'fixed-name.tar.gz']);
  });

  it('removes staging folders that killed backups left behind, once they are old', async () => {
    const backupDir = await tempDir();
    await mkdir(join(backupDir, '.staging-old'));
    await mkdir(join(backupDir, '.staging-new'));
    const old = new Date(Date.now() - 7 * 60 * 60 * 1000);
    await utimes(join(backupDir, '.staging-old'), old, old);
    await removeStaleStaging(backupDir);
    expect(await readdir(backupDir)).toEqual(['.staging-new']);
  });

  it('leaves symbolic links in uploads out', async () => {
    const { db, dir } = await dataFolder(0);
    await symlink('/etc/passwd', join(dir, 'uploads/recipes/link.webp'));
    const file = join(await tempDir(), 'c.tar.gz');
    const { manifest } = await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1' });
    expect(Object.keys(manifest.files)).not.toContain('uploads/recipes/link.webp');
  });
});

describe('checking a backup file before anything is written', () => {
  async function validBackup() {
    const { db, dir } = await dataFolder(2);
    const file = join(await tempDir(), 'valid.tar.gz');
    await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1.0.0' });
    return file;
  }

  it('accepts an untouched backup', async () => {
    expect((await verifyBackupFile(await validBackup())).row_counts.consultations).toBe(2);
  });

  it('refuses a changed file, an unlisted file, a missing file and a manifest that is not first', async () => {
    const file = await validBackup();
    const changed = await repack(file, (d) => writeFile(join(d, 'uploads/recipes/a.webp'), 'image-A'));
    expect(await refusal(changed)).toBe('"uploads/recipes/a.webp" does not match its checksum in the manifest');

    const unlisted = await repack(
      file,
      (d) => writeFile(join(d, 'uploads/recipes/extra.webp'), 'x'),
      (paths) => [...paths, 'uploads/recipes/extra.webp'],
    );
    expect(await refusal(unlisted)).toBe('it holds "uploads/recipes/extra.webp", which its manifest does not list');

    const missing = await repack(
      file,
      async () => undefined,
      (paths) => paths.filter((p) => !p.endsWith('b.webp')),
    );
    expect(await refusal(missing)).toBe('"uploads/recipes/b.webp" is listed in its manifest but missing');

    const late = await repack(
      file,
      async () => undefined,
      (paths) => [...paths.slice(1), paths[0]!],
    );
    expect(await refusal(late)).toBe('it does not start with a manifest');
  });

  it('refuses a manifest that lies about sizes, lists paths outside the layout, or is not JSON', async () => {
    const file = await validBackup();
    const wrongSize = await repack(file, (d) =>
      editManifest(d, (m) => {
        m.files['secrets.json']!.size += 1;
      }),
    );
    expect(await refusal(wrongSize)).toBe('"secrets.json" does not match its checksum in the manifest');

    const outside = await repack(file, (d) =>
      editManifest(d, (m) => {
        m.files['../evil'] = { size: 1, sha256: 'a'.repeat(64) };
      }),
    );
    expect(await refusal(outside)).toMatch(/^its manifest is not a NutriWell backup manifest \(files: lists a file/);

    const notJson = await repack(file, (d) => writeFile(join(d, MANIFEST_FILE), '{nope'));
    expect(await refusal(notJson)).toBe('its manifest is not valid JSON');
  });

  it('refuses a symbolic link entry, a file that is not an archive and one that does not exist', async () => {
    const file = await validBackup();
    const withLink = await repack(
      file,
      (d) => symlink('/etc/passwd', join(d, 'uploads/recipes/link')),
      (paths) => [...paths, 'uploads/recipes/link'],
    );
    expect(await refusal(withLink)).toBe('it holds an unexpected SymbolicLink entry "uploads/recipes/link"');

    const text = join(await tempDir(), 'notes.tar.gz');
    await writeFile(text, 'this is not a backup');
    expect(await refusal(text)).toMatch(/^it (is not a readable \.tar\.gz file|has no manifest)/);
    expect(await refusal(join(await tempDir(), 'absent.tar.gz'))).toBe('the file does not exist or cannot be read');
  });
});

describe('the manifest layout', () => {
  it('allows the database, the secrets and files below uploads only', () => {
    for (const ok of ['app.sqlite', 'secrets.json', 'uploads/a.webp', 'uploads/demo/recipe 1.webp']) {
      expect(isBackupPath(ok), ok).toBe(true);
    }
    for (const bad of [
      '../app.sqlite',
      '/etc/passwd',
      'uploads/../secrets.json',
      'uploads/',
      'uploads//a',
      'cache/x',
      'uploads/a\\b',
      'uploads/a\nb',
      `uploads/${'a'.repeat(500)}`,
    ]) {
      expect(isBackupPath(bad), bad).toBe(false);
    }
  });
});

describe('the backups folder', () => {
  it('lists newest first, rotates manual and scheduled ones past BACKUP_KEEP and keeps pre-upgrade ones', async () => {
    const { db, dir } = await dataFolder(1);
    const backupDir = join(dir, 'backups');
    const backups = createBackupService({ db, dataDir: dir, backupDir, keep: 2, version: '1.0.0' });
    expect(await backups.list()).toEqual([]);
    const upgrade = (await backups.create('pre-upgrade')).backup;
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await backups.create(i % 2 ? 'manual' : 'scheduled')).backup);
    expect(made[0]!.name).toMatch(/^nutriwell-\d{8}-\d{6}-scheduled(-\d+)?\.tar\.gz$/);

    const names = (await backups.list()).map((b) => b.name);
    expect(names).toHaveLength(3);
    expect(names).toContain(upgrade.name);
    expect(names).toContain(made[2]!.name);
    expect(names).toContain(made[1]!.name);
    expect(names).not.toContain(made[0]!.name);
    // A file that is not a backup is neither listed nor removed.
    await writeFile(join(backupDir, 'notes.txt'), 'keep me');
    await backups.create('manual');
    expect(await readdir(backupDir)).toContain('notes.txt');

    const listed = (await backups.list())[0]!;
    expect(await backups.pathOf(listed.name)).toEqual({ file: join(backupDir, listed.name), size: listed.size });
    await expect(backups.pathOf('nutriwell-20000101-000000-manual.tar.gz')).rejects.toThrow('Backup not found');
    await expect(backups.pathOf('notes.txt')).rejects.toThrow('Backup not found');
  });

  it('makes backups asked for at the same moment one after the other, each complete, with distinct names', async () => {
    const { db, dir } = await dataFolder(1);
    const backups = createBackupService({ db, dataDir: dir, backupDir: join(dir, 'backups'), keep: 10, version: '1' });
    // A second service stands for another process (the CLI beside the server): names never collide.
    const other = createBackupService({ db, dataDir: dir, backupDir: join(dir, 'backups'), keep: 10, version: '1' });
    const made = await Promise.all([backups.create('manual'), other.create('manual'), backups.create('manual')]);
    expect(new Set(made.map((b) => b.backup.name)).size).toBe(3);
    for (const b of made) expect((await verifyBackupFile(b.file)).row_counts.consultations).toBe(1);
  });
});
