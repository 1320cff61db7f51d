// Entry of the built server from a checkout (dist/main.js, bundled from here by build.mjs): runs dist/server.cjs with
// V8's code cache, so later starts skip compiling most of it. The first `serve` writes the cache once the server has
// started and rendered (so it holds what that compiled too); a cache V8 refuses (another Node.js, other flags) is
// ignored and written again.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, Script } from 'node:vm';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

/**
 * Started without the V8 flags and allocator settings `npm start` gives (`node dist/main.js` from a unit file or a
 * process manager), the program runs itself again with them, in the same process, before it loads anything: its memory
 * limits do not depend on how it was started. A flag the caller set (on the command line or in NODE_OPTIONS) and an
 * allocator variable already in the environment are kept as given.
 */
function runWithOwnLimits() {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((arg) => arg.split('=')[0]);
  const flags = SERVER_NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
  const env = Object.entries(SERVER_ENV).filter(([name]) => process.env[name] === undefined);
  if ((flags.length === 0 && env.length === 0) || typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...flags, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(env),
  });
}
runWithOwnLimits();

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
