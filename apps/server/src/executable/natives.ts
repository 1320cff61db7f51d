// Native packages inside the executable: its `require` only knows Node's built-in modules, so better-sqlite3 and
// sharp are unpacked (with their JavaScript, in the usual node_modules layout) and loaded with an ordinary require
// rooted in that folder; their .node files are loaded by Node's addon loader (process.dlopen) from there.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RuntimeSetupError } from '../runtime';

/** The oldest glibc the native libraries accept; written in by apps/server/package.mjs. */
declare const __REQUIRED_GLIBC__: string;

/** Where each native package is unpacked: better-sqlite3 with the start's files, sharp in a folder of its own. */
type NativeRoots = { start: string; images: () => string };
let roots: NativeRoots | null = null;
const requires = new Map<string, { require: NodeJS.Require; root: string }>();

/**
 * Called once the start's files are unpacked: `start` holds node_modules/better-sqlite3 and its dependencies; `images`
 * unpacks (or finds) node_modules/sharp with libvips, and is called on the first picture processed.
 */
export function useNativePackages(nativeRoots: NativeRoots): void {
  roots = nativeRoots;
  requires.clear();
}

/** An ordinary `require` rooted in the folder that holds `name` (the image library is unpacked on the first call). */
function requireFor(name: 'better-sqlite3' | 'sharp'): { require: NodeJS.Require; root: string } {
  if (!roots) throw new Error(`${name} was needed before the executable unpacked its native packages`);
  let found = requires.get(name);
  if (!found) {
    const root = name === 'sharp' ? roots.images() : roots.start;
    found = { require: createRequire(join(root, 'node_modules', 'index.js')), root };
    requires.set(name, found);
  }
  return found;
}

export function requireNative<T>(name: 'better-sqlite3' | 'sharp'): T {
  const { require: nativeRequire, root: nativeRoot } = requireFor(name);
  try {
    return nativeRequire(name) as T;
  } catch (error) {
    // The usual causes on a server: an older C library than the build machine's, or DATA_DIR mounted noexec.
    throw new RuntimeSetupError(
      `Cannot load ${name} from ${nativeRoot} (${(error as Error).message}). NutriWell needs Linux ${process.arch} ` +
        `with glibc ${__REQUIRED_GLIBC__} or newer, and DATA_DIR on a file system that allows loading libraries (not noexec).`,
    );
  }
}
