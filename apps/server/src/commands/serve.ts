// `nutriwell serve` (and `npm start`): take DATA_DIR, prepare the database, serve, and say where; stop cleanly. A
// restore from an off-site copy asked for in the portal stops, restores and serves again in the same process.
import { rm } from 'node:fs/promises';
import { appRouter, removeStaleStaging } from '@coach/api';
import { closeDatabase } from '@coach/db';
import type { OffsiteRestoreOutcome } from '@coach/shared';
import { restoreBackup } from '../backup/restore';
import { loadConfig, loadStorageConfig } from '../config';
import { acquireDataLock } from '../data-lock';
import { describeNodeRelease, endOfLifeWarning, nodeRelease } from '../node-release';
import type { Runtime } from '../runtime';
import { createServer } from '../server';
import { prepareDatabase } from '../setup';

/** How long requests in flight may take to finish after SIGTERM or SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * The whole shutdown's ceiling (an e-mail being sent, a backup being written): past it the process exits with status 1
 * and SQLite's write-ahead log keeps the data consistent. Below systemd's TimeoutStopSec in the README (30 s).
 */
const SHUTDOWN_LIMIT_MS = 25_000;

/** How a stretch of serving ended: a signal (the process exits), or a restore asked for in the portal. */
type Ended = { signal: NodeJS.Signals } | { restore: { file: string; copy: string } };

/**
 * Serves until SIGTERM or SIGINT; resolves with the exit status once everything is closed. A restore from an
 * off-site copy asked for in the portal stops the server, restores with the command line's code (the data there now
 * backed up first) and serves again in the same process, on the same port.
 */
export async function serve(runtime: Runtime, flags: { domain?: string } = {}): Promise<number> {
  // --domain says what DOMAIN says, and wins over it.
  const env = flags.domain === undefined ? process.env : { ...process.env, DOMAIN: flags.domain };
  // A second signal changes nothing (Ctrl-C reaches `npm start` and the server, and systemd signals every process
  // of the service): the shutdown under way is bounded by SHUTDOWN_LIMIT_MS.
  const signalled = new Promise<NodeJS.Signals>((resolve) => {
    process.on('SIGTERM', () => resolve('SIGTERM'));
    process.on('SIGINT', () => resolve('SIGINT'));
  });
  let lastRestore: OffsiteRestoreOutcome | null = null;
  for (;;) {
    const ended = await serveUntilStopped(runtime, env, signalled, lastRestore);
    if ('signal' in ended) return 0;
    lastRestore = await restoreInPlace(runtime, ended.restore);
  }
}

/** Restores a checked copy into DATA_DIR while nothing serves; says how it went (nothing changed when it failed). */
async function restoreInPlace(
  runtime: Runtime,
  { file, copy }: { file: string; copy: string },
): Promise<OffsiteRestoreOutcome> {
  const at = new Date().toISOString();
  const storage = loadStorageConfig();
  try {
    const { manifest, safetyBackup } = await restoreBackup({
      file,
      shownAs: copy,
      storage,
      force: true,
      prepare: () => runtime.prepare(storage.dataDir),
    });
    const message =
      `Restored ${copy} (made by NutriWell ${manifest.version} at ${manifest.created_at}); ` +
      `the data it replaced is in ${safetyBackup ?? 'no backup (there was none)'}.`;
    console.log(`  ${message}`);
    return { at, copy, ok: true, message };
  } catch (error) {
    const message = (error as Error).message;
    console.error(`  The restore of ${copy} failed; the data is as it was: ${message}`);
    return { at, copy, ok: false, message };
  } finally {
    await rm(file, { force: true });
  }
}

async function serveUntilStopped(
  runtime: Runtime,
  env: NodeJS.ProcessEnv,
  signalled: Promise<NodeJS.Signals>,
  lastRestore: OffsiteRestoreOutcome | null,
): Promise<Ended> {
  const config = loadConfig(env);
  runtime.prepare(config.dataDir);
  const lock = acquireDataLock(config.dataDir, 'server');
  runtime.removeStaleFiles(config.dataDir);
  await removeStaleStaging(config.backup.dir);
  let db: Awaited<ReturnType<typeof prepareDatabase>>['db'] | null = null;
  try {
    const prepared = await prepareDatabase(config, runtime.demoImages());
    db = prepared.db;
    const { report } = prepared;
    const web = await runtime.loadWebApp(appRouter);
    let requestRestore: (restore: { file: string; copy: string }) => void = () => undefined;
    const restoreRequested = new Promise<Ended>((resolve) => {
      requestRestore = (restore) => resolve({ restore });
    });
    const server = await createServer({
      config,
      db,
      web,
      lastRestore,
      requestRestore: (file, copy) => requestRestore({ file, copy }),
    });
    const url = await server.start();
    const release = nodeRelease();
    const warning = endOfLifeWarning(release);
    if (warning) server.app.log.warn({ node: release.version, endOfLife: release.endOfLife }, warning);
    const lines = [
      ``,
      `  Site ready: ${url}`,
      `  Admin portal: ${url}/admin/login`,
      `  Runtime: ${describeNodeRelease(release)}`,
    ];
    // The flags it runs with (the executable carries them inside; `npm start` passes them), so an operator sees them.
    if (config.https) {
      const https = server.services.https?.status();
      lines.push(
        https?.serving === 'https'
          ? `  HTTPS: a certificate for ${config.https.domains.join(', ')}, valid until ${https.certificate?.notAfter}`
          : `  HTTPS: asking ${config.https.directoryUrl} for a certificate for ${config.https.domains.join(', ')}; plain HTTP until it comes`,
      );
    }
    if (process.execArgv.length) lines.push(`  Node.js flags: ${process.execArgv.join(' ')}`);
    if (report.backupFile) lines.push(`  Backed up the database before upgrading it: ${report.backupFile}`);
    if (report.migrations.length) lines.push(`  Applied migrations: ${report.migrations.join(', ')}`);
    if (report.seeded) lines.push('  Demo content added (recipes, transformations, blog posts, testimonials).');
    if (report.setupToken) {
      // Only its hash is stored: this line is the one copy. A restart prints a new link (the old one dies).
      lines.push(`  Finish setting up your site (this link works until the first administrator exists):`);
      lines.push(`    ${url}/setup?token=${report.setupToken}`);
    } else if (report.configuredAdmin) {
      lines.push(
        `  Administrator "${report.configuredAdmin.username}" ${report.configuredAdmin.action} from ADMIN_USERNAME/ADMIN_PASSWORD.`,
      );
    } else {
      lines.push(
        `  Sign in with your administrator account (reset a password with: ${runtime.invocation('admin reset-password <username>')}).`,
      );
    }
    console.log(`${lines.join('\n')}\n`);

    const ended = await Promise.race([signalled.then((signal): Ended => ({ signal })), restoreRequested]);
    if ('signal' in ended) {
      server.app.log.info({ signal: ended.signal }, 'shutting down');
      setTimeout(() => {
        server.app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long; exiting now');
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
    } else {
      server.app.log.info({ copy: ended.restore.copy }, 'stopping to restore an off-site copy');
    }
    await server.stop({ graceMs: SHUTDOWN_GRACE_MS });
    return ended;
  } finally {
    if (db) await closeDatabase(db);
    lock.release();
  }
}
