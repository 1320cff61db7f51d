// Entry of the built server from a checkout (dist/main.js, copied here by build.mjs): runs dist/server.cjs with V8's
// code cache, so later starts skip compiling most of it. The first `serve` writes the cache once the server has
// started and rendered (so it holds what that compiled too); a cache V8 refuses (another Node.js, other flags) is
// ignored and written again.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, Script } from 'node:vm';

const dir = dirname(fileURLToPath(import.meta.url));
const file = join(dir, 'server.cjs');
const cacheFile = `${file}.cache`;
/** Long enough for the start and the first page; the cache is written in the background after. */
const WRITE_CACHE_AFTER_MS = 5000;

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {}
const script = new Script(Module.wrap(readFileSync(file, 'utf8')), {
  filename: file,
  cachedData,
  // The bundle loads sharp with import() on first use; it resolves as it would from the file itself.
  importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
const compiled = script.runInThisContext();
const module = { exports: {} };
compiled.call(module.exports, module.exports, createRequire(file), module, file, dir);

const serving = process.argv.length === 2 || process.argv[2] === 'serve';
const writeCache = serving && (!cachedData || script.cachedDataRejected);
// The cache (4 MB) has been used: not kept for the life of the server.
cachedData = undefined;
if (writeCache) {
  setTimeout(() => {
    try {
      const temporary = `${cacheFile}.${process.pid}`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      // A read-only checkout only starts a little slower.
    }
  }, WRITE_CACHE_AFTER_MS).unref();
}
