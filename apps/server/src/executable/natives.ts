// Native packages inside the executable: its `require` only knows Node's built-in modules, so better-sqlite3 and
// sharp are unpacked (with their JavaScript, in the usual node_modules layout) and loaded with an ordinary require
// rooted in that folder; their .node files are loaded by Node's addon loader (process.dlopen) from there.
import { createRequire } from 'node:module';
import { join } from 'node:path';

let nativeRequire: NodeJS.Require | null = null;

/** Called once the embedded files are unpacked: `root` holds node_modules/better-sqlite3, node_modules/sharp, ... */
export function useNativePackages(root: string): void {
  nativeRequire = createRequire(join(root, 'node_modules', 'index.js'));
}

export function requireNative<T>(name: 'better-sqlite3' | 'sharp'): T {
  if (!nativeRequire) throw new Error(`${name} was needed before the executable unpacked its native packages`);
  return nativeRequire(name) as T;
}
