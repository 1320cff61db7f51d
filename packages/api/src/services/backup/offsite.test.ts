// Off-site copies end to end against a real S3-compatible server on loopback that checks every request's signature
// (@20minutes/s3rver, its account S3RVER / S3RVER): real backups of a real database, uploaded, pruned, encrypted for
// Debian's `age`, retried across the storage going away, and said plainly when they fail.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OFFSITE_MESSAGES } from '@coach/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../../test-support';
import { createOffsiteCopies, type OffsiteRecord, type OffsiteSetup, planCopies } from './offsite';
import { createS3Store, OffsiteStorageError, type S3Location } from './s3-store';
import { startTestStorage, type TestStorage } from './test-storage';
import { tempDir } from './testing';

let storage: TestStorage;
let location: S3Location;

beforeAll(async () => {
  storage = await startTestStorage({ bucket: 'site-backups' });
  location = storage.location('site/');
});
afterAll(() => storage.stop());

const store = () => createS3Store(location);
afterEach(async () => {
  if (!storage.running()) await storage.start();
  for (const copy of await store().list()) await store().remove(copy.name);
});

const until = async (check: () => Promise<boolean> | boolean, what: string, ms = 20_000) => {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 25))) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A site with real backups and an engine sending them to `setup` (changeable), its record kept in memory. */
async function site(setup: Partial<OffsiteSetup> = {}, timing = {}) {
  const services = await createTestServices();
  let current: OffsiteSetup | null = { source: 'environment', location, keep: 2, recipient: null, ...setup };
  let record: OffsiteRecord | null = null;
  const told: OffsiteRecord[] = [];
  const copies = createOffsiteCopies({
    backups: services.backups,
    workDir: join(services.dir, 'backups'),
    setup: async () => current,
    load: async () => record ?? ({} as OffsiteRecord),
    save: async (saved) => {
      record = saved;
    },
    tellOwner: async (kept) => {
      told.push(kept);
    },
    log: { info: () => undefined, error: () => undefined },
    timing: { retryFirstMs: 100, retryMaxMs: 400, checkEveryMs: 60_000, tellAfterMs: 60_000, ...timing },
    pageSize: 2,
  });
  return {
    services,
    copies,
    told,
    setSetup: (next: OffsiteSetup | null) => {
      current = next;
    },
    /** Makes a backup with `bytes` random bytes among the uploads, so its size is known roughly. */
    async backUp(kind: 'manual' | 'scheduled' | 'pre-upgrade' = 'manual', bytes = 1024) {
      await mkdir(services.uploadsDir, { recursive: true });
      await writeFile(join(services.uploadsDir, `${randomBytes(4).toString('hex')}.bin`), randomBytes(bytes));
      const made = await services.backups.create(kind);
      // Names carry the second: the next backup of a test is a later one.
      await new Promise((r) => setTimeout(r, 1050));
      return made;
    },
  };
}

describe('what the bucket should hold', () => {
  const name = (time: string, kind = 'manual') => `nutriwell-20261202-${time}-${kind}.tar.gz`;

  it('uploads the newest backups missing there, newest first, and removes copies past the number kept', () => {
    const local = [name('100000'), name('110000', 'scheduled'), name('120000'), name('090000', 'pre-upgrade')];
    const remote = [`site-extra.txt`, name('080000'), `${name('090000', 'pre-upgrade')}`, `${name('070000')}.age`];
    expect(planCopies(local, remote, 2)).toEqual({
      upload: [name('120000'), name('110000', 'scheduled')],
      remove: [name('080000'), `${name('070000')}.age`],
    });
  });

  it('keeps every backup taken before an upgrade or a restore, however many', () => {
    const local = [name('100000', 'pre-upgrade'), name('110000', 'pre-restore'), name('120000')];
    expect(planCopies(local, [], 1)).toEqual({
      upload: [name('120000'), name('110000', 'pre-restore'), name('100000', 'pre-upgrade')],
      remove: [],
    });
  });

  it('counts an encrypted copy as the copy of its backup, and a copy kept there needs no local file', () => {
    const remote = [`${name('120000')}.age`, name('110000'), name('100000')];
    expect(planCopies([name('120000')], remote, 2)).toEqual({ upload: [], remove: [name('100000')] });
    // Two backups of one second: the later name first.
    const same = [name('120000'), name('120000').replace('.tar.gz', '-2.tar.gz')];
    expect(planCopies(same, [], 1).upload).toEqual([same[1]]);
    // The time first: an earlier second's third backup is older than a later second's first.
    const third = name('115959').replace('.tar.gz', '-3.tar.gz');
    expect(planCopies([third, name('120000')], [], 1).upload).toEqual([name('120000')]);
  });

  it('ignores names that are not backups', () => {
    expect(planCopies(['notes.txt'], ['other.zip'], 3)).toEqual({ upload: [], remove: [] });
  });
});

describe('off-site copies (S3)', () => {
  it('copies each backup byte for byte, keeps the newest there, and leaves the backups here as they are', async () => {
    const s = await site({ keep: 2 });
    const made = [await s.backUp(), await s.backUp('scheduled'), await s.backUp()];
    await s.copies.wake();
    const remote = await store().list();
    expect(remote.map((copy) => copy.name)).toEqual([made[1]!.backup.name, made[2]!.backup.name]);
    for (const { backup, file } of made.slice(1)) {
      const back = join(await tempDir(), 'back.tar.gz');
      await store().download(backup.name, back);
      expect((await readFile(back)).equals(await readFile(file))).toBe(true);
    }
    // Here: BACKUP_KEEP (3 in the test services), untouched by the bucket's own number.
    expect((await s.services.backups.list()).map((b) => b.name).sort()).toEqual(made.map((m) => m.backup.name).sort());
    expect(await s.copies.status()).toMatchObject({ state: 'up-to-date', failing_since: null, last_error: null });

    const listed = await s.copies.copies();
    expect(listed).toEqual([
      expect.objectContaining({ name: made[2]!.backup.name, state: 'uploaded', encrypted: false }),
      expect.objectContaining({ name: made[1]!.backup.name, state: 'uploaded' }),
    ]);
    expect(listed[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(listed[0]!.size).toBe(made[2]!.backup.size);

    // The next run sends only the new backup, and removes the copy now past the number kept.
    const later = await s.backUp();
    await s.copies.wake();
    expect((await store().list()).map((copy) => copy.name)).toEqual([made[2]!.backup.name, later.backup.name]);
    await s.copies.stop();
  });

  it('encrypts the copies for the owner’s age key: Debian’s age opens them, and a restore opens them with the key', async () => {
    const dir = await tempDir();
    const keyFile = join(dir, 'owner-key.txt');
    execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
    const recipient = execFileSync('age-keygen', ['-y', keyFile], { encoding: 'utf8' }).trim();
    const s = await site({ recipient });
    const { backup, file } = await s.backUp();
    await s.copies.wake();
    expect((await store().list()).map((copy) => copy.name)).toEqual([`${backup.name}.age`]);

    const fetched = join(dir, 'copy.age');
    await store().download(`${backup.name}.age`, fetched);
    expect((await readFile(fetched)).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    const opened = join(dir, 'opened.tar.gz');
    execFileSync('age', ['-d', '-i', keyFile, '-o', opened, fetched]);
    expect((await readFile(opened)).equals(await readFile(file))).toBe(true);

    const restored = await s.copies.openCopy(`${backup.name}.age`, await readFile(keyFile, 'utf8'));
    expect((await readFile(restored)).equals(await readFile(file))).toBe(true);
    await expect(s.copies.openCopy(`${backup.name}.age`, null)).rejects.toThrow(
      'This copy is encrypted: choose the file with your age private key',
    );
    // Nothing encrypted is left beside the backups.
    expect((await readdir(join(s.services.dir, 'backups'))).filter((n) => n.endsWith('.age'))).toEqual([]);
    await s.copies.stop();
  });

  it('opens a plain copy as it is, with or without a key, and refuses a name that is not a copy’s', async () => {
    const dir = await tempDir();
    const keyFile = join(dir, 'owner-key.txt');
    execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
    const s = await site();
    const { backup, file } = await s.backUp();
    await s.copies.wake();
    // A key given for a copy that is not encrypted is not used: the copy is the backup.
    for (const identity of [null, await readFile(keyFile, 'utf8')]) {
      const opened = await s.copies.openCopy(backup.name, identity);
      expect((await readFile(opened)).equals(await readFile(file))).toBe(true);
      await rm(opened);
    }
    for (const name of ['secrets.json', '../app.sqlite', `${backup.name}.zip`]) {
      const refused = s.copies.openCopy(name, null);
      await expect(refused).rejects.toBeInstanceOf(OffsiteStorageError);
      await expect(refused).rejects.toThrow(`${name} is not the name of an off-site copy.`);
    }
    expect((await readdir(join(s.services.dir, 'backups'))).filter((n) => n.startsWith('.offsite-'))).toEqual([]);
    await s.copies.stop();
  });

  it('keeps trying while the storage is away, mid-upload included, and the copy arrives whole', async () => {
    const s = await site();
    const { backup, file } = await s.backUp('manual', 24 * 1024 * 1024);
    const run = s.copies.wake();
    await until(async () => (await s.copies.status()).uploading === backup.name, 'the upload to start');
    await storage.stop();
    await run;
    const failing = await s.copies.status();
    expect(failing).toMatchObject({ state: 'retrying', failing_since: expect.any(String) });
    expect(failing.last_error).toMatch(/cannot be reached|could not|socket|closed/i);
    expect(existsSync(file)).toBe(true);

    await storage.start();
    await until(async () => (await s.copies.status()).state === 'up-to-date', 'the retry to succeed');
    const back = join(await tempDir(), 'back.tar.gz');
    await store().download(backup.name, back);
    expect((await readFile(back)).equals(await readFile(file))).toBe(true);
    expect(await s.copies.status()).toMatchObject({ failing_since: null, last_error: null });
    await s.copies.stop();
  });

  it('says what is wrong with a wrong secret, keeps the backup here, and tells the owner once a streak lasts', async () => {
    const s = await site({ location: { ...location, secretAccessKey: 'not-the-secret' } }, { tellAfterMs: 0 });
    const { file } = await s.backUp();
    await s.copies.wake();
    expect(await s.copies.status()).toMatchObject({
      state: 'retrying',
      last_error: 'The secret access key does not match the access key.',
    });
    await until(() => s.told.length > 0, 'the owner to be told');
    // Retries go on; the owner hears of the streak once.
    await new Promise((r) => setTimeout(r, 500));
    expect(s.told).toHaveLength(1);
    expect(s.told[0]).toMatchObject({ last_error: 'The secret access key does not match the access key.' });
    expect(existsSync(file)).toBe(true);
    expect(await store().list()).toEqual([]);

    s.setSetup({ source: 'settings', location, keep: 2, recipient: null });
    await until(async () => (await s.copies.status()).state === 'up-to-date', 'the copies to work again');
    expect(await store().list()).toHaveLength(1);
    await s.copies.stop();
  });

  it('tests a connection: writes, reads back and deletes a small object, or says which step failed', async () => {
    const s = await site();
    const setup: OffsiteSetup = { source: 'settings', location, keep: 2, recipient: null };
    await s.copies.test(setup);
    expect(await createS3Store({ ...location, prefix: '' }).list()).toEqual([]);
    await expect(s.copies.test({ ...setup, location: { ...location, bucket: 'missing' } })).rejects.toThrow(
      'Writing a test object failed: The bucket "missing" does not exist.',
    );
    await expect(
      s.copies.test({ ...setup, location: { ...location, endpoint: 'http://127.0.0.1:23398' } }),
    ).rejects.toThrow('Writing a test object failed: The storage service at http://127.0.0.1:23398 cannot be reached');
    await s.copies.stop();
  });

  it('is off without a storage set: nothing is sent, and it says so', async () => {
    const s = await site();
    s.setSetup(null);
    await s.backUp();
    await s.copies.wake();
    expect(await s.copies.status()).toMatchObject({ state: 'off', next_attempt_at: null });
    expect(await s.copies.copies()).toEqual([]);
    expect(await store().list()).toEqual([]);
    // Nor can a copy be fetched.
    const copy = 'nutriwell-20261202-120000-manual.tar.gz';
    for (const fetch of [() => s.copies.fetchCopy(copy), () => s.copies.openCopy(copy, null)]) {
      const refused = fetch();
      await expect(refused).rejects.toBeInstanceOf(OffsiteStorageError);
      await expect(refused).rejects.toThrow(OFFSITE_MESSAGES.notSetUp);
    }
  });
});
