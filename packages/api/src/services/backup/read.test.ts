// Every reason a backup file is refused, word for word as the owner reads it, and what a restore unpacks: only the
// files the manifest lists, each checked again (backup.test.ts covers writing and the common refusals).
import { existsSync } from 'node:fs';
import { lstat, mkdir, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase } from '@coach/db/testing';
import { create as createTar, extract as extractTar } from 'tar';
import { describe, expect, it } from 'vitest';
import { type BackupManifest, DATA_FILES, isBackupPath, MANIFEST_FILE } from './manifest';
import { extractBackupFile, InvalidBackupError } from './read';
import { editManifest, refusal, repack, tempDir } from './testing';
import { writeBackupFile } from './write';

async function validBackup() {
  const { db, dir } = await createTestDatabase();
  await writeFile(join(dir, DATA_FILES.secrets), '{"publicApiKey":"pk_x","appSecret":"s"}\n');
  await mkdir(join(dir, 'uploads/recipes'), { recursive: true });
  await writeFile(join(dir, 'uploads/recipes/a.webp'), 'image-a');
  const file = join(await tempDir(), 'valid.tar.gz');
  const { manifest } = await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1.0.0' });
  return { file, manifest };
}

/** Packs the unpacked backup's entries exactly as listed (directories without their contents). */
async function packAs(file: string, entries: (dir: string) => Promise<string[]>) {
  const dir = await tempDir();
  await extractTar({ file, cwd: dir });
  const list = await entries(dir);
  const out = join(await tempDir(), 'packed.tar.gz');
  await createTar({ file: out, cwd: dir, gzip: true, portable: true, noDirRecurse: true }, list);
  return out;
}

const FILES = [MANIFEST_FILE, 'app.sqlite', 'secrets.json', 'uploads/recipes/a.webp'];

describe('verifyBackupFile', () => {
  it('accepts folder entries below uploads, and refuses them elsewhere', async () => {
    const { file } = await validBackup();
    const folders = await packAs(file, async () => [MANIFEST_FILE, 'uploads', 'uploads/recipes', ...FILES.slice(1)]);
    expect(await refusal(folders)).toBe('accepted');
    const elsewhere = await packAs(file, async (d) => {
      await mkdir(join(d, 'cache'));
      return [...FILES, 'cache'];
    });
    expect(await refusal(elsewhere)).toBe('it holds an unexpected Directory entry "cache"');
  });

  it('refuses two manifests, a file held twice, and no manifest at all', async () => {
    const { file } = await validBackup();
    expect(await refusal(await packAs(file, async () => [...FILES, MANIFEST_FILE]))).toBe('it holds two manifests');
    expect(await refusal(await packAs(file, async () => [...FILES, 'uploads/recipes/a.webp']))).toBe(
      'it holds "uploads/recipes/a.webp" twice',
    );
    expect(await refusal(await packAs(file, async () => ['uploads']))).toBe('it has no manifest');
  });

  it('refuses a manifest over 16 MB', async () => {
    const { file } = await validBackup();
    const large = await repack(file, async (d) => {
      const text = await readFile(join(d, MANIFEST_FILE), 'utf8');
      await writeFile(join(d, MANIFEST_FILE), text.padEnd(16 * 1024 * 1024 + 1, ' '));
    });
    expect(await refusal(large)).toBe('its manifest is too large');
    const atTheLimit = await repack(file, async (d) => {
      const text = await readFile(join(d, MANIFEST_FILE), 'utf8');
      await writeFile(join(d, MANIFEST_FILE), text.padEnd(16 * 1024 * 1024, ' '));
    });
    expect(await refusal(atTheLimit)).toBe('accepted');
    const endingAtTheLimit = await repack(file, async (d) => {
      const text = await readFile(join(d, MANIFEST_FILE), 'utf8');
      await writeFile(join(d, MANIFEST_FILE), text.padStart(16 * 1024 * 1024, ' '));
    });
    expect(await refusal(endingAtTheLimit)).toBe('accepted');
  });

  it('names what is wrong in a manifest that is not a NutriWell manifest', async () => {
    const { file } = await validBackup();
    const withManifest = (text: string) => repack(file, (d) => writeFile(join(d, MANIFEST_FILE), text));
    expect(await refusal(await withManifest('[]'))).toMatch(
      /^its manifest is not a NutriWell backup manifest \(manifest: .+\)$/,
    );
    const noDatabase = await repack(file, (d) =>
      editManifest(d, (m) => {
        delete (m.files as Partial<BackupManifest['files']>)['app.sqlite'];
      }),
    );
    expect(await refusal(noDatabase)).toBe('its manifest is not a NutriWell backup manifest (files: has no database)');
    for (const sha256 of [`${'a'.repeat(64)}0`, `0${'a'.repeat(64)}`]) {
      const badDigest = await repack(file, (d) =>
        editManifest(d, (m) => {
          m.files['secrets.json']!.sha256 = sha256;
        }),
      );
      expect(await refusal(badDigest)).toMatch(
        /^its manifest is not a NutriWell backup manifest \(files\.secrets\.json\.sha256: /,
      );
    }
  });

  it('refuses an archive with a damaged entry header as unreadable, not as a missing file', async () => {
    const { file } = await validBackup();
    const tar = gunzipSync(await readFile(file));
    let header = tar.indexOf('app.sqlite');
    while (header % 512 !== 0) header = tar.indexOf('app.sqlite', header + 1); // the entry's header, not the manifest
    expect(header).toBeGreaterThan(0);
    tar[header + 148] = tar[header + 148] === 0x31 ? 0x32 : 0x31; // its checksum no longer matches
    const damaged = join(await tempDir(), 'damaged.tar.gz');
    await writeFile(damaged, gzipSync(tar));
    expect(await refusal(damaged)).toMatch(/^it is not a readable \.tar\.gz file \(.+\)$/);
  });

  it('refuses a damaged archive as unreadable', async () => {
    const { file } = await validBackup();
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(file));
    await truncate(file, Math.floor(size / 2));
    expect(await refusal(file)).toMatch(/^it is not a readable \.tar\.gz file \(.+\)$/);
  });
});

describe('extractBackupFile', () => {
  it('unpacks only the files the manifest lists', async () => {
    const { file, manifest } = await validBackup();
    const extra = await packAs(file, async (d) => {
      await writeFile(join(d, 'uploads/recipes/extra.webp'), 'x');
      return [...FILES, 'uploads/recipes/extra.webp', 'uploads'];
    });
    const dir = await tempDir();
    await extractBackupFile(extra, dir, manifest);
    expect(existsSync(join(dir, 'uploads/recipes/a.webp'))).toBe(true);
    expect(existsSync(join(dir, 'uploads/recipes/extra.webp'))).toBe(false);
    expect(existsSync(join(dir, MANIFEST_FILE))).toBe(false);
  });

  it('never creates a link, even at a path the manifest lists', async () => {
    const { file, manifest } = await validBackup();
    const withLink = await packAs(file, async (d) => {
      await rm(join(d, 'secrets.json'));
      await symlink('/etc/hostname', join(d, 'secrets.json'));
      return FILES;
    });
    const dir = await tempDir();
    await expect(extractBackupFile(withLink, dir, manifest)).rejects.toThrow(
      '"secrets.json" changed while it was being restored',
    );
    await expect(lstat(join(dir, 'secrets.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a file that is not what the manifest verified', async () => {
    const { file, manifest } = await validBackup();
    const changed = await repack(file, (d) => writeFile(join(d, 'uploads/recipes/a.webp'), 'image-B'));
    await expect(extractBackupFile(changed, await tempDir(), manifest)).rejects.toThrow(
      new InvalidBackupError('"uploads/recipes/a.webp" changed while it was being restored'),
    );
    const missing = await packAs(file, async () => FILES.filter((path) => path !== 'secrets.json'));
    await expect(extractBackupFile(missing, await tempDir(), manifest)).rejects.toThrow(
      '"secrets.json" changed while it was being restored',
    );
  });
});

describe('the manifest layout, at its edges', () => {
  it('allows a path of 500 characters, not 501, and no "." part', () => {
    expect(isBackupPath(`uploads/${'a'.repeat(492)}`)).toBe(true);
    expect(isBackupPath(`uploads/${'a'.repeat(493)}`)).toBe(false);
    expect(isBackupPath('uploads/./a.webp')).toBe(false);
    expect(isBackupPath('uploads/a/.')).toBe(false);
  });
});
