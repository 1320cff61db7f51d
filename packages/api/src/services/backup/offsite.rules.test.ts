// The off-site engine's rules over time, with its clock in the test's hands and its own timing (OFFSITE_TIMING): a
// failure is retried after a minute, each next retry waits twice as long up to an hour, a success waits an hour and
// starts the waits over; the owner is e-mailed once per streak of failures, when it has lasted a day, a restart
// included. The storage is a real S3-compatible server on loopback (s3rver); a wrong secret makes it refuse at once.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffsiteCopies, OFFSITE_TIMING, type OffsiteRecord, type OffsiteSetup } from './offsite';
import { OffsiteStorageError } from './s3-store';
import { startTestStorage, type TestStorage } from './test-storage';
import { tempDir } from './testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REFUSED = 'The secret access key does not match the access key.';
const T0 = Date.parse('2026-12-02T08:00:00.000Z');
const iso = (time: number) => new Date(time).toISOString();

let storage: TestStorage;
let working: OffsiteSetup;
let failing: OffsiteSetup;

beforeAll(async () => {
  storage = await startTestStorage({ bucket: 'rules' });
  working = { source: 'environment', location: storage.location('site/'), keep: 2, recipient: null };
  failing = { ...working, location: { ...working.location, secretAccessKey: 'not-the-secret' } };
});
afterAll(() => storage.stop());

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 10))) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * An engine with no backups to send (only the bucket's answer counts), its clock at `clock.now`, its record in
 * `saved` (starting from `stored`), the owner's e-mails in `told` and its error log in `logged`.
 */
async function engine(options: { stored?: Partial<OffsiteRecord>; timing?: typeof OFFSITE_TIMING } = {}) {
  const clock = { now: T0 };
  let setup: OffsiteSetup | null = failing;
  const saved: OffsiteRecord[] = [];
  const told: OffsiteRecord[] = [];
  const logged: Array<{ data: object; message: string }> = [];
  let saving: Promise<void> | null = null;
  let savesWaiting = 0;
  const copies = createOffsiteCopies({
    backups: { list: async () => [], pathOf: async () => Promise.reject(new Error('none')) },
    workDir: await tempDir(),
    setup: async () => setup,
    load: async () => ({ ...(options.stored as OffsiteRecord) }),
    save: async (record) => {
      savesWaiting++;
      await saving;
      savesWaiting--;
      saved.push(record);
    },
    tellOwner: async (record) => {
      told.push(record);
    },
    log: { info: () => undefined, error: (data, message) => logged.push({ data, message }) },
    ...(options.timing ? { timing: options.timing } : {}),
    now: () => clock.now,
  });
  return {
    copies,
    clock,
    saved,
    told,
    logged,
    use: (next: OffsiteSetup | null) => {
      setup = next;
    },
    savesWaiting: () => savesWaiting,
    /** Saves wait until the returned function is called. */
    holdSaves: () => {
      let release: () => void = () => undefined;
      saving = new Promise((resolve) => {
        release = () => resolve();
      });
      return release;
    },
    /** How long after the engine's now the next attempt is planned, or null. */
    async nextAttemptIn() {
      const planned = (await copies.status()).next_attempt_at;
      return planned === null ? null : Date.parse(planned) - clock.now;
    },
    /** One attempt `after` ms after the last one. */
    async attempt(after = 0) {
      clock.now += after;
      await copies.wake();
    },
  };
}

describe('retries', () => {
  it('waits a minute after a failure, twice as long after each next one, never more than an hour', async () => {
    const e = await engine();
    const waits: Array<number | null> = [];
    for (let i = 0; i < 9; i++) {
      await e.attempt(waits.at(-1) ?? 0);
      waits.push(await e.nextAttemptIn());
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((minutes) => minutes * MINUTE));
    // Each failure is logged with its reason and the wait before the next try.
    expect(e.logged).toHaveLength(9);
    expect(e.logged[0]).toEqual({
      data: { err: expect.any(OffsiteStorageError), retryInMs: MINUTE },
      message: 'off-site copy failed; trying again later',
    });
    expect((e.logged[0]!.data as { err: Error }).err.message).toBe(REFUSED);
    expect(e.logged.map(({ data }) => (data as { retryInMs: number }).retryInMs)).toEqual(waits);
    expect(await e.copies.status()).toMatchObject({ state: 'retrying', last_error: REFUSED });
    await e.copies.stop();
  });

  it('checks again an hour after a success, and starts the waits over at a minute', async () => {
    const e = await engine();
    await e.attempt();
    await e.attempt(MINUTE);
    await e.attempt(2 * MINUTE);
    expect(await e.nextAttemptIn()).toBe(4 * MINUTE);

    e.use(working);
    await e.attempt(4 * MINUTE);
    expect(await e.nextAttemptIn()).toBe(HOUR);
    expect(await e.copies.status()).toMatchObject({ state: 'up-to-date', last_error: null, failing_since: null });

    e.use(failing);
    await e.attempt(HOUR);
    expect(await e.nextAttemptIn()).toBe(MINUTE);
    await e.attempt(MINUTE);
    expect(await e.nextAttemptIn()).toBe(2 * MINUTE);
    await e.copies.stop();
  });

  it('tries again by itself once the wait is over, and works again once the storage does', async () => {
    const e = await engine({ timing: { ...OFFSITE_TIMING, retryFirstMs: 20, retryMaxMs: 40 } });
    await e.copies.wake();
    await until(() => e.logged.length >= 3, 'two retries');
    e.use(working);
    await until(async () => (await e.copies.status()).state === 'up-to-date', 'a retry to succeed');
    expect(e.saved.at(-1)).toMatchObject({ failing_since: null, failure_told: false });
    await e.copies.stop();
  });

  it('keeps nothing alive while it waits: a process that ends without stopping it is not held for an hour', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const e = await engine();
    const before = timers();
    await e.attempt();
    expect(await e.nextAttemptIn()).toBe(MINUTE);
    expect(timers()).toBe(before);
    e.use(working);
    await e.attempt(MINUTE);
    expect(await e.nextAttemptIn()).toBe(HOUR);
    expect(timers()).toBe(before);
    await e.copies.stop();
  });

  it('plans nothing while off-site copies are off', async () => {
    const e = await engine();
    await e.attempt();
    expect(await e.nextAttemptIn()).toBe(MINUTE);
    e.use(null);
    await e.attempt(MINUTE);
    expect(await e.copies.status()).toMatchObject({ state: 'off', next_attempt_at: null });
    // Nothing was tried, so nothing new is kept; set again, it shows no planned attempt until it runs.
    expect(e.saved).toHaveLength(1);
    expect(e.logged).toHaveLength(1);
    e.use(failing);
    expect(await e.nextAttemptIn()).toBeNull();
    await e.copies.stop();
  });
});

describe('the owner’s e-mail', () => {
  it('is sent once a streak of failures has lasted a day, with the streak’s start and its last error', async () => {
    const e = await engine();
    await e.attempt();
    expect(e.saved.at(-1)).toEqual({
      last_success_at: null,
      last_error: REFUSED,
      failing_since: iso(T0),
      failure_told: false,
    });
    await e.attempt(24 * HOUR - 1);
    expect(e.told).toEqual([]);
    // The streak keeps its first failure's time.
    expect(e.saved.at(-1)).toMatchObject({ failing_since: iso(T0), failure_told: false });

    await e.attempt(1);
    expect(e.told).toEqual([
      { last_success_at: null, last_error: REFUSED, failing_since: iso(T0), failure_told: false },
    ]);
    expect(e.saved.at(-1)).toMatchObject({ failing_since: iso(T0), failure_told: true });
    // Once per streak, however long it lasts.
    await e.attempt(HOUR);
    await e.attempt(48 * HOUR);
    expect(e.told).toHaveLength(1);
    await e.copies.stop();
  });

  it('is sent again for a new streak after a success, a day after that streak began', async () => {
    const e = await engine();
    await e.attempt();
    await e.attempt(24 * HOUR);
    expect(e.told).toHaveLength(1);

    e.use(working);
    await e.attempt(HOUR);
    const success = e.clock.now;
    expect(e.saved.at(-1)).toMatchObject({ last_success_at: iso(success), failing_since: null, failure_told: false });

    e.use(failing);
    await e.attempt(HOUR);
    const streak = e.clock.now;
    expect(e.saved.at(-1)).toMatchObject({ failing_since: iso(streak), failure_told: false });
    await e.attempt(24 * HOUR - 1);
    expect(e.told).toHaveLength(1);
    await e.attempt(1);
    expect(e.told).toHaveLength(2);
    expect(e.told[1]).toMatchObject({ last_success_at: iso(success), failing_since: iso(streak) });
    await e.copies.stop();
  });

  it('counts a streak from before a restart, and is not sent twice for it', async () => {
    const before = await engine({ stored: { failing_since: iso(T0 - 24 * HOUR), failure_told: false } });
    await before.attempt();
    expect(before.told).toHaveLength(1);
    expect(before.saved.at(-1)).toMatchObject({ failing_since: iso(T0 - 24 * HOUR), failure_told: true });
    await before.copies.stop();

    const after = await engine({ stored: before.saved.at(-1) });
    await after.attempt(HOUR);
    expect(after.told).toEqual([]);
    expect(after.saved.at(-1)).toMatchObject({ failing_since: iso(T0 - 24 * HOUR), failure_told: true });
    await after.copies.stop();
  });
});

describe('stopping', () => {
  it('keeps no failure from the request it cut, and plans nothing more', async () => {
    // A storage that never answers: the attempt is under way when the server stops.
    let asked = 0;
    const silent = createServer(() => {
      asked++;
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const e = await engine();
      e.use({ ...working, location: { ...working.location, endpoint: `http://127.0.0.1:${port}` } });
      const run = e.copies.wake();
      await until(() => asked === 1, 'the request');
      await e.copies.stop();
      await run;
      expect(e.saved).toEqual([]);
      expect(e.logged).toEqual([]);
      expect(await e.copies.status()).toMatchObject({ last_error: null, failing_since: null, next_attempt_at: null });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('plans no next check after a run that ends once the server has begun to stop', async () => {
    const e = await engine();
    e.use(working);
    const release = e.holdSaves();
    const run = e.copies.wake();
    await until(() => e.savesWaiting() === 1, 'the success to be saved');
    const stopping = e.copies.stop();
    release();
    await Promise.all([run, stopping]);
    expect(e.saved).toHaveLength(1);
    expect(await e.nextAttemptIn()).toBeNull();
  });
});
