// Native packages inside the executable: its `require` only knows Node's built-in modules, so better-sqlite3 and
// sharp are unpacked (with their JavaScript, in the usual node_modules layout) and loaded with an ordinary require
// rooted in that folder; their .node files are loaded by Node's addon loader (process.dlopen) from there.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RuntimeSetupError } from '../runtime';

/** The oldest glibc the native libraries accept; written in by apps/server/package.mjs. */
declare const __REQUIRED_GLIBC__: string;

let nativeRequire: NodeJS.Require | null = null;
let nativeRoot = '';

/** Called once the embedded files are unpacked: `root` holds node_modules/better-sqlite3, node_modules/sharp, ... */
export function useNativePackages(root: string): void {
  nativeRoot = root;
  nativeRequire = createRequire(join(root, 'node_modules', 'index.js'));
}

export function requireNative<T>(name: 'better-sqlite3' | 'sharp'): T {
  if (!nativeRequire) throw new Error(`${name} was needed before the executable unpacked its native packages`);
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
