// Test helpers: backup files changed on purpose, to check that a reader refuses them.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { type BackupManifest, digestFile, MANIFEST_FILE } from './manifest';
import { InvalidBackupError, verifyBackupFile } from './read';

export const tempDir = () => mkdtemp(join(tmpdir(), 'coach-backup-test-'));

/** Unpacks a backup, lets `change` edit the files, and packs them again in `order` (default: manifest first). */
export async function repack(
  file: string,
  change: (dir: string) => Promise<void>,
  order?: (paths: string[]) => string[],
) {
  const dir = await tempDir();
  await extractTar({ file, cwd: dir });
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  await change(dir);
  const paths = [MANIFEST_FILE, ...Object.keys(manifest.files)];
  const out = join(await tempDir(), 'repacked.tar.gz');
  await createTar({ file: out, cwd: dir, gzip: true, portable: true }, order ? order(paths) : paths);
  return out;
}

export async function editManifest(dir: string, edit: (m: BackupManifest) => void) {
  const path = join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(path, 'utf8')) as BackupManifest;
  edit(manifest);
  await writeFile(path, JSON.stringify(manifest));
}

/** Puts the size and checksum of a file the test changed on purpose back into the manifest. */
export async function reseal(dir: string, path: string) {
  const digest = await digestFile(join(dir, path));
  await editManifest(dir, (m) => {
    m.files[path] = digest;
  });
}

/** "accepted", or the one-line reason a backup file is refused. */
export const refusal = (file: string) =>
  verifyBackupFile(file).then(
    () => 'accepted',
    (error: Error) => (error instanceof InvalidBackupError ? error.message : `unexpected: ${error.message}`),
  );
