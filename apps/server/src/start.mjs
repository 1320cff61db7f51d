// Entry of the built server from a checkout (dist/main.js, bundled from here by build.mjs): runs dist/server.cjs with
// V8's code cache, so starts skip compiling most of it. The build writes the cache after serving the main pages once
// (so it holds what that compiled too); a cache V8 refuses (another Node.js, other flags) is ignored, and the server
// writes its own once it has served a few seconds.
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

/** Writes what V8 compiled so far as the cache the next start reads (in one step, so no start reads half of one). */
function writeCodeCache() {
  try {
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only checkout only starts a little slower.
  }
}

// The cache (4 MB) has been used: not kept for the life of the server.
const rejected = !cachedData || script.cachedDataRejected;
cachedData = undefined;
if (process.env.CODE_CACHE_WARMUP === '1') {
  // The build's run (build.mjs): it asks for the main pages, then says when to write the cache and stop.
  process.once('SIGUSR2', () => {
    writeCodeCache();
    process.exit(0);
  });
} else if (serving && rejected) {
  // No cache, or one made by another Node.js or with other flags: this server's own, once it has served a while.
  setTimeout(writeCodeCache, WRITE_CACHE_AFTER_MS).unref();
}
