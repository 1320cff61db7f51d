// The executable's embedded files (the web app and the native packages), unpacked into folders of DATA_DIR/cache named
// by their hash, checked, private to this user, and reused by later starts. They come in two groups: what a start
// needs (the SQLite driver, the web app, the demo pictures), unpacked by the start, and the image library (sharp with
// libvips, 19 MB of the 24), unpacked when the first picture is processed (decision 169).
import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { getAsset, getRawAsset } from 'node:sea';
import { zstdDecompressSync } from 'node:zlib';
import { RuntimeSetupError } from '../runtime';
import { APP_NAME, APP_VERSION } from '../version';

/** The asset that lists every other one; written by apps/server/package.mjs. */
const INDEX_ASSET = 'index.json';
const MARKER = '.complete';
const CACHE_DIR = 'cache';
const FOLDER_PREFIX = `${APP_NAME}-`;

/** `start`: unpacked by every start that finds it missing; `images`: on first use (unpackImageLibraries). */
type FileGroup = 'start' | 'images';
/** `zstd`: stored compressed (apps/server/package.mjs); `size` and `sha256` are always the unpacked file's. */
type EmbeddedFile = {
  path: string;
  size: number;
  sha256: string;
  executable: boolean;
  group: FileGroup;
  zstd?: boolean;
};
type AssetIndex = { key: string; files: EmbeddedFile[] };

let cachedIndex: AssetIndex | null = null;
function assetIndex(): AssetIndex {
  cachedIndex ??= JSON.parse(getAsset(INDEX_ASSET, 'utf8')) as AssetIndex;
  return cachedIndex;
}

/** The entry itself, never what a symbolic link points to. */
const lstatOrNull = (path: string): Stats | null => {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
};

/** Owned by this user and writable by nobody else; a folder that is not gets refused (or, when ours, tightened). */
function checkPrivate(stats: Stats): boolean {
  if (typeof process.getuid === 'function' && stats.uid !== process.getuid()) return false;
  return (stats.mode & 0o022) === 0;
}

function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stats = lstatSync(dir);
  if (!stats.isDirectory()) {
    throw new RuntimeSetupError(`${dir} is not a folder; remove it so NutriWell can unpack its files safely.`);
  }
  if (typeof process.getuid === 'function' && stats.uid !== process.getuid()) {
    throw new RuntimeSetupError(`${dir} belongs to another user; remove it so NutriWell can unpack its files safely.`);
  }
  if (!checkPrivate(stats)) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Before a later group is unpacked (the server is running, serving the start's files from this folder): the folder the
 * start made private is checked again, never removed; one that has become writable by others stops the unpacking.
 */
function checkCacheDirStillPrivate(dir: string): void {
  const stats = lstatOrNull(dir);
  if (!stats?.isDirectory() || !checkPrivate(stats)) {
    throw new RuntimeSetupError(
      `${dir} is no longer a folder private to this user; NutriWell will not unpack its image library there.`,
    );
  }
}

/**
 * A folder unpacked earlier by this user for these files: its marker holds their hash, and it and everything in it is
 * a real folder or file (no links), owned by this user, writable by nobody else, each file of the expected size.
 */
function isComplete(root: string, index: AssetIndex, files: EmbeddedFile[]): boolean {
  const fits = (path: string, size?: number) => {
    const stats = lstatOrNull(path);
    if (!stats || !checkPrivate(stats)) return false;
    return size === undefined ? stats.isDirectory() : stats.isFile() && stats.size === size;
  };
  if (!fits(root)) return false;
  try {
    if (readFileSync(join(root, MARKER), 'utf8') !== index.key) return false;
  } catch {
    return false;
  }
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = dirname(file.path); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  }
  return (
    [...folders].every((dir) => fits(join(root, dir))) && files.every((file) => fits(join(root, file.path), file.size))
  );
}

/** The folder a group of this executable's files is unpacked into. */
function groupFolder(dataDir: string, index: AssetIndex, group: FileGroup): string {
  const name = `${FOLDER_PREFIX}${APP_VERSION}-${index.key.slice(0, 16)}`;
  return join(dataDir, CACHE_DIR, group === 'start' ? name : `${name}-${group}`);
}

/** Unpacks (or finds, already unpacked) the files a start needs; returns their folder. */
export function unpackEmbeddedFiles(dataDir: string): string {
  return unpackGroup(dataDir, 'start');
}

/** Unpacks (or finds, already unpacked) the image library; returns its folder. */
export function unpackImageLibraries(dataDir: string): string {
  return unpackGroup(dataDir, 'images');
}

function unpackGroup(dataDir: string, group: FileGroup): string {
  try {
    return unpack(dataDir, group);
  } catch (error) {
    if (error instanceof RuntimeSetupError) throw error;
    throw new RuntimeSetupError(
      `Cannot unpack NutriWell's libraries into ${join(dataDir, CACHE_DIR)} (${(error as Error).message}); ` +
        'DATA_DIR must be writable by the user running it.',
    );
  }
}

/** A file's bytes: where the executable holds them (not a copy, only read here), or unpacked from its zstd copy. */
function storedBytes(file: EmbeddedFile): Uint8Array {
  const stored = new Uint8Array(getRawAsset(file.path));
  if (!file.zstd) return stored;
  try {
    return zstdDecompressSync(stored);
  } catch {
    throw new Error(`embedded file ${file.path} is damaged`);
  }
}

function unpack(dataDir: string, group: FileGroup): string {
  const index = assetIndex();
  const files = index.files.filter((file) => file.group === group);
  const cacheDir = join(dataDir, CACHE_DIR);
  if (group === 'start') ensurePrivateDir(cacheDir);
  else checkCacheDirStillPrivate(cacheDir);
  const root = groupFolder(dataDir, index, group);
  if (isComplete(root, index, files)) return root;

  rmSync(root, { recursive: true, force: true });
  const staging = mkdtempSync(join(cacheDir, '.unpack-'));
  try {
    for (const file of files) {
      const bytes = storedBytes(file);
      const digest = createHash('sha256').update(bytes).digest('hex');
      if (bytes.length !== file.size || digest !== file.sha256)
        throw new Error(`embedded file ${file.path} is damaged`);
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, bytes, { mode: file.executable ? 0o700 : 0o600 });
    }
    writeFileSync(join(staging, MARKER), index.key, { mode: 0o600 });
    renameSync(staging, root);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process may have unpacked the same files at the same moment.
    if (isComplete(root, index, files)) return root;
    throw error;
  }
  return root;
}

/** Removes what older versions unpacked; only a process that holds the DATA_DIR lock calls this. */
export function removeOtherVersions(dataDir: string): void {
  const cacheDir = join(dataDir, CACHE_DIR);
  const index = assetIndex();
  const keep = new Set((['start', 'images'] as const).map((group) => groupFolder(dataDir, index, group)));
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (keep.has(path) || !(name.startsWith(FOLDER_PREFIX) || name.startsWith('.unpack-'))) continue;
    rmSync(path, { recursive: true, force: true });
  }
}
