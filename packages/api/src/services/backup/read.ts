// Reads a backup file back: checks its manifest and every file's checksum before anything is written, then unpacks.
import { createHash } from 'node:crypto';
import { access, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadEntry } from 'tar';
import { type BackupManifest, backupManifestSchema, digestFile, isBackupPath, MANIFEST_FILE } from './manifest';

/** A backup file that is not one, is damaged, or does not match its manifest; the message is one line. */
export class InvalidBackupError extends Error {}

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidBackupError('its manifest is not valid JSON');
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Stryker disable next-line OptionalChaining: a failed parse always has a first issue
    const where = `${issue?.path.join('.') || 'manifest'}: ${issue?.message}`;
    throw new InvalidBackupError(`its manifest is not a NutriWell backup manifest (${where})`);
  }
  return parsed.data;
}

/**
 * Reads the whole file without writing anything: the manifest must come first, every other entry must be a regular
 * file it lists with the same size and SHA-256, and every file it lists must be there. Returns the manifest.
 */
export async function verifyBackupFile(file: string): Promise<BackupManifest> {
  try {
    await access(file);
  } catch {
    throw new InvalidBackupError('the file does not exist or cannot be read');
  }
  let manifest: BackupManifest | null = null;
  let problem: string | null = null;
  const seen = new Set<string>();
  const fail = (message: string) => {
    problem ??= message;
  };

  const onEntry = (entry: ReadEntry) => {
    // Stryker disable next-line Regex: an archive entry's name ends in one slash at most
    const path = entry.path.replace(/\/+$/, '');
    if (entry.type === 'Directory' && (path === 'uploads' || path.startsWith('uploads/'))) return entry.resume();
    if (entry.type !== 'File') {
      fail(`it holds an unexpected ${entry.type} entry "${path}"`);
      return entry.resume();
    }
    if (!manifest && path !== MANIFEST_FILE) {
      fail('it does not start with a manifest');
      return entry.resume();
    }
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    entry.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (path === MANIFEST_FILE) {
        // Stryker disable next-line ConditionalExpression: keeps memory bounded; a larger manifest is refused below
        if (size <= MAX_MANIFEST_BYTES) chunks.push(chunk);
      } else hash.update(chunk);
    });
    entry.on('end', () => {
      if (path === MANIFEST_FILE) {
        if (manifest) return fail('it holds two manifests');
        if (size > MAX_MANIFEST_BYTES) return fail('its manifest is too large');
        try {
          manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
        } catch (error) {
          fail((error as Error).message);
        }
        return;
      }
      // Stryker disable next-line OptionalChaining: entries after a manifest that failed are refused above
      const expected = manifest?.files[path];
      if (!isBackupPath(path) || !expected) return fail(`it holds "${path}", which its manifest does not list`);
      if (seen.has(path)) return fail(`it holds "${path}" twice`);
      seen.add(path);
      if (expected.size !== size || expected.sha256 !== hash.digest('hex')) {
        fail(`"${path}" does not match its checksum in the manifest`);
      }
    });
  };

  try {
    const { list: listTar } = await import('tar');
    await listTar({ file, strict: true, onReadEntry: onEntry });
  } catch (error) {
    throw new InvalidBackupError(`it is not a readable .tar.gz file (${(error as Error).message})`);
  }
  if (problem) throw new InvalidBackupError(problem);
  const found = manifest as BackupManifest | null;
  if (!found) throw new InvalidBackupError('it has no manifest');
  const missing = Object.keys(found.files).find((path) => !seen.has(path));
  if (missing) throw new InvalidBackupError(`"${missing}" is listed in its manifest but missing`);
  return found;
}

/** Unpacks a verified backup into an empty folder and checks every file again against the manifest. */
export async function extractBackupFile(file: string, dir: string, manifest: BackupManifest): Promise<void> {
  const { extract: extractTar } = await import('tar');
  await extractTar({
    file,
    cwd: dir,
    // Stryker disable next-line BooleanLiteral: verifyBackupFile has read the same archive strictly before this
    strict: true,
    // Only what the manifest lists: no links, devices or paths outside the folder, whatever the archive holds.
    filter: (path, entry) => {
      // Stryker disable next-line Regex,StringLiteral: a file entry's name has no trailing slash
      const clean = path.replace(/\/+$/, '');
      return 'type' in entry && entry.type === 'File' ? clean in manifest.files : false;
    },
    fmode: 0o600,
    dmode: 0o700,
  });
  for (const [path, expected] of Object.entries(manifest.files)) {
    await chmod(join(dir, path), 0o600).catch(() => undefined);
    // Stryker disable next-line ArrowFunction: undefined and null both mean "not there"
    const actual = await digestFile(join(dir, path)).catch(() => null);
    // Stryker disable next-line ConditionalExpression: a different size is also a different checksum
    if (!actual || actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new InvalidBackupError(`"${path}" changed while it was being restored`);
    }
  }
}
