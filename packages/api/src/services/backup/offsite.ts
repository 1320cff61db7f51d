// Off-site copies of the backups in BACKUP_DIR, in S3-compatible storage. After each backup, at start, every hour and
// on each retry, the bucket is brought to hold a copy of the newest BACKUP_S3_KEEP manual and scheduled backups and of
// every backup taken before an upgrade or a restore: what is missing is uploaded (newest first, streamed, encrypted for
// the owner's age recipient when one is set) and older copies are removed. A failure is retried with a growing wait
// and never touches the local backups. Whether it works is kept in the database (for the dashboard, and the owner's
// e-mail once it has failed for a day).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BackupInfo,
  ENCRYPTED_SUFFIX,
  OFFSITE_MESSAGES,
  type OffsiteCopy,
  type OffsiteStatus,
  parseBackupName,
  parseOffsiteCopyName,
  ROTATED_BACKUP_KINDS,
} from '@coach/shared';
import { AgeError, decryptFile, encryptFile } from './age';
import { digestFile } from './manifest';
import { createS3Store, OffsiteStorageError, type S3Location } from './s3-store';
import type { BackupService } from './service';

/** Where the copies go, from the environment or the portal's Settings, and how. */
export type OffsiteSetup = {
  source: 'settings' | 'environment';
  location: S3Location;
  /** Manual and scheduled copies kept in the bucket. */
  keep: number;
  /** An age public key the copies are encrypted for; null: not encrypted. */
  recipient: string | null;
};

/** What is kept between runs and restarts. */
export type OffsiteRecord = {
  last_success_at: string | null;
  last_error: string | null;
  failing_since: string | null;
  /** The owner was told of the current streak of failures. */
  failure_told: boolean;
};

export const NO_OFFSITE_RECORD: OffsiteRecord = {
  last_success_at: null,
  last_error: null,
  failing_since: null,
  failure_told: false,
};

export type OffsiteTiming = {
  /** The first retry's wait; each next one doubles, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** How often the bucket is checked while all is well (backups made by the command line come up this way). */
  checkEveryMs: number;
  /** How long uploads fail before the owner is told. */
  tellAfterMs: number;
};

export const OFFSITE_TIMING: OffsiteTiming = {
  retryFirstMs: 60_000,
  retryMaxMs: 60 * 60_000,
  checkEveryMs: 60 * 60_000,
  tellAfterMs: 24 * 60 * 60_000,
};

/** Temporary files in BACKUP_DIR: encrypted copies before they are sent, copies fetched before a restore. */
const WORK_PREFIX = '.offsite-';

/**
 * What the bucket should hold, from the backups here and the copies there: the newest `keep` manual and scheduled
 * backups and every other one. `upload`: backups here with no copy there, newest first; `remove`: copies there of
 * backups past those.
 */
export function planCopies(local: string[], remote: string[], keep: number): { upload: string[]; remove: string[] } {
  const copied = new Map<string, string[]>();
  for (const name of remote) {
    const parsed = parseOffsiteCopyName(name);
    if (parsed) copied.set(parsed.backup, [...(copied.get(parsed.backup) ?? []), name]);
  }
  const order = (name: string) => {
    const { createdAt, attempt } = parseBackupName(name)!;
    return createdAt.getTime() * 10_000 + attempt;
  };
  const newestFirst = [...new Set([...local.filter((name) => parseBackupName(name)), ...copied.keys()])].sort(
    (a, b) => order(b) - order(a),
  );
  const rotated = newestFirst.filter((name) => ROTATED_BACKUP_KINDS.includes(parseBackupName(name)!.kind));
  const past = new Set(rotated.slice(keep));
  return {
    upload: newestFirst.filter((name) => !past.has(name) && !copied.has(name) && local.includes(name)),
    remove: [...past].flatMap((name) => copied.get(name) ?? []),
  };
}

export type OffsiteOptions = {
  backups: Pick<BackupService, 'list' | 'pathOf'>;
  /** BACKUP_DIR: encrypted copies are written there before they are sent, and fetched copies before a restore. */
  workDir: string;
  /** The storage as now set; null: off-site copies are off. */
  setup: () => Promise<OffsiteSetup | null>;
  load: () => Promise<OffsiteRecord>;
  save: (record: OffsiteRecord) => Promise<void>;
  /** Called once per streak of failures, when it has lasted `tellAfterMs`. */
  tellOwner: (record: OffsiteRecord) => Promise<void>;
  log: { info(data: object, message: string): void; error(data: object, message: string): void };
  timing?: Partial<OffsiteTiming>;
  now?: () => number;
  /** Copies asked for per listing request (tests ask for fewer). */
  pageSize?: number;
};

export type OffsiteCopies = ReturnType<typeof createOffsiteCopies>;

const reason = (error: unknown) =>
  error instanceof OffsiteStorageError ? error.message : `${(error as Error).message ?? error}`;

export function createOffsiteCopies(options: OffsiteOptions) {
  const timing = { ...OFFSITE_TIMING, ...options.timing };
  const now = options.now ?? Date.now;
  const stopping = new AbortController();
  let record: OffsiteRecord | null = null;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let nextAttemptAt: number | null = null;
  let retryWait = timing.retryFirstMs;
  let uploading: string | null = null;

  const storeFor = (setup: OffsiteSetup) =>
    createS3Store(setup.location, { pageSize: options.pageSize, signal: stopping.signal });
  /** A new file's path in BACKUP_DIR (made if missing: a new server has no backups yet). */
  async function workFile(name: string) {
    await mkdir(options.workDir, { recursive: true, mode: 0o700 });
    return join(options.workDir, `${WORK_PREFIX}${randomBytes(6).toString('hex')}-${name}`);
  }

  async function current(): Promise<OffsiteRecord> {
    record ??= { ...NO_OFFSITE_RECORD, ...(await options.load()) };
    return record;
  }

  async function keep(changes: Partial<OffsiteRecord>) {
    record = { ...(await current()), ...changes };
    await options.save(record);
  }

  function schedule(waitMs: number) {
    if (stopping.signal.aborted) return;
    // Stryker disable next-line ConditionalExpression,CallExpression: only a run schedules, and wake() cleared the timer before it began
    if (timer) clearTimeout(timer);
    nextAttemptAt = now() + waitMs;
    timer = setTimeout(() => void wake(), waitMs);
    timer.unref();
  }

  async function uploadOne(store: ReturnType<typeof storeFor>, setup: OffsiteSetup, name: string) {
    // Rotated out here since it was listed: nothing to send.
    const file = await options.backups.pathOf(name).then(
      (found) => found.file,
      () => null,
    );
    if (!file) return;
    uploading = name;
    try {
      if (!setup.recipient) {
        await store.upload(file, name);
      } else {
        const encrypted = await workFile(`${name}${ENCRYPTED_SUFFIX}`);
        try {
          await encryptFile(file, encrypted, setup.recipient);
          await store.upload(encrypted, `${name}${ENCRYPTED_SUFFIX}`);
        } finally {
          await rm(encrypted, { force: true });
        }
      }
      options.log.info({ backup: name, encrypted: Boolean(setup.recipient) }, 'backup copied off-site');
    } finally {
      uploading = null;
    }
  }

  async function run() {
    const setup = await options.setup();
    if (!setup) {
      nextAttemptAt = null;
      return;
    }
    try {
      const store = storeFor(setup);
      const local = (await options.backups.list()).map((backup) => backup.name);
      const plan = planCopies(
        local,
        (await store.list()).map((copy) => copy.name),
        setup.keep,
      );
      for (const name of plan.upload) await uploadOne(store, setup, name);
      for (const name of plan.remove) await store.remove(name);
      await keep({ last_success_at: new Date(now()).toISOString(), failing_since: null, failure_told: false });
      retryWait = timing.retryFirstMs;
      schedule(timing.checkEveryMs);
    } catch (error) {
      if (stopping.signal.aborted) return;
      const since = (await current()).failing_since ?? new Date(now()).toISOString();
      await keep({ last_error: reason(error), failing_since: since });
      options.log.error({ err: error, retryInMs: retryWait }, 'off-site copy failed; trying again later');
      schedule(retryWait);
      retryWait = Math.min(retryWait * 2, timing.retryMaxMs);
      const kept = await current();
      if (!kept.failure_told && now() - Date.parse(since) >= timing.tellAfterMs) {
        await options.tellOwner(kept);
        await keep({ failure_told: true });
      }
    }
  }

  /** Brings the bucket up to date now (or right after the run under way). */
  function wake(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    if (timer) clearTimeout(timer);
    running = run()
      .catch((error) => options.log.error({ err: error }, 'off-site copies could not run'))
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          void wake();
        }
      });
    return running;
  }

  async function status(): Promise<Omit<OffsiteStatus, 'settings' | 'last_restore'>> {
    const setup = await options.setup();
    const kept = await current();
    const state = !setup ? 'off' : uploading ? 'uploading' : kept.failing_since ? 'retrying' : 'up-to-date';
    return {
      state,
      uploading,
      last_success_at: kept.last_success_at,
      last_error: kept.failing_since ? kept.last_error : null,
      failing_since: kept.failing_since,
      next_attempt_at: setup && nextAttemptAt ? new Date(nextAttemptAt).toISOString() : null,
    };
  }

  /** The copies in the bucket and the backups waiting to become one, newest first. */
  async function copies(): Promise<OffsiteCopy[]> {
    const setup = await options.setup();
    if (!setup) return [];
    const store = storeFor(setup);
    const local: BackupInfo[] = await options.backups.list();
    const remote = await store.list();
    const listed: OffsiteCopy[] = [];
    for (const copy of remote) {
      const parsed = parseOffsiteCopyName(copy.name);
      if (!parsed) continue;
      const { size, sha256 } = await store.head(copy.name);
      listed.push({
        name: copy.name,
        backup: parsed.backup,
        created_at: parseBackupName(parsed.backup)!.createdAt.toISOString(),
        size,
        sha256,
        encrypted: parsed.encrypted,
        state: 'uploaded',
      });
    }
    const plan = planCopies(
      local.map((backup) => backup.name),
      remote.map((copy) => copy.name),
      setup.keep,
    );
    for (const name of plan.upload) {
      listed.push({
        name: setup.recipient ? `${name}${ENCRYPTED_SUFFIX}` : name,
        backup: name,
        created_at: parseBackupName(name)!.createdAt.toISOString(),
        size: null,
        sha256: null,
        encrypted: Boolean(setup.recipient),
        state: name === uploading ? 'uploading' : 'waiting',
      });
    }
    return listed.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
  }

  /** Fetches the copy `name` as stored into a new file in BACKUP_DIR, its checksum checked; the caller removes it. */
  async function fetchCopy(name: string): Promise<string> {
    const setup = await options.setup();
    if (!setup) throw new OffsiteStorageError(OFFSITE_MESSAGES.notSetUp);
    const fetched = await workFile(name);
    await storeFor(setup).download(name, fetched);
    return fetched;
  }

  /**
   * Fetches the copy `name` as a backup file: its checksum checked, and decrypted with `identity` (an age private key
   * file's text) when it is encrypted. The caller removes the file.
   */
  async function openCopy(name: string, identity: string | null): Promise<string> {
    const parsed = parseOffsiteCopyName(name);
    if (!parsed) throw new OffsiteStorageError(`${name} is not the name of an off-site copy.`);
    if (parsed.encrypted && identity === null) throw new AgeError(OFFSITE_MESSAGES.identityNeeded);
    const fetched = await fetchCopy(name);
    // Stryker disable next-line ConditionalExpression: an encrypted copy without a key was refused above; `identity === null` only tells TypeScript so
    if (!parsed.encrypted || identity === null) return fetched;
    try {
      const opened = await workFile(parsed.backup);
      await decryptFile(fetched, opened, identity);
      return opened;
    } finally {
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the fetched file is there (fetchCopy wrote it), so `force` changes nothing
      await rm(fetched, { force: true });
    }
  }

  /** Writes, reads back and deletes a small object with `setup`; resolves when all three worked. */
  async function test(setup: OffsiteSetup): Promise<void> {
    const store = storeFor(setup);
    const name = `${WORK_PREFIX}connection-test-${randomBytes(6).toString('hex')}`;
    const sent = await workFile('test-sent');
    const back = await workFile('test-back');
    try {
      await writeFile(sent, randomBytes(1024), { mode: 0o600 });
      const step = async <T>(what: string, action: () => Promise<T>) => {
        try {
          return await action();
        } catch (error) {
          throw new OffsiteStorageError(`${what} failed: ${reason(error)}`);
        }
      };
      await step('Writing a test object', () => store.upload(sent, name));
      const got = await step('Reading the test object back', () => store.download(name, back));
      await step('Deleting the test object', () => store.remove(name));
      if (got.sha256 !== (await digestFile(sent)).sha256) {
        throw new OffsiteStorageError(OFFSITE_MESSAGES.testMismatch);
      }
    } finally {
      await rm(sent, { force: true });
      await rm(back, { force: true });
    }
  }

  return {
    /** Starts: removes temporary files a stop left behind and brings the bucket up to date. */
    async start() {
      const names = await readdir(options.workDir).catch(() => [] as string[]);
      for (const name of names) {
        if (name.startsWith(WORK_PREFIX)) await rm(join(options.workDir, name), { force: true });
      }
      void wake();
    },
    wake,
    status,
    copies,
    fetchCopy,
    openCopy,
    test,
    /** Stops the timer and any request in flight; resolves when the run under way has ended. */
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
