// `offsite list` and `offsite restore` as a new server after the old one was lost: the storage from BACKUP_S3_...,
// a real S3-compatible server on loopback (s3rver), the copy checked, decrypted with Debian's age-keygen key, and
// restored into an empty DATA_DIR; a damaged copy or a wrong key restores nothing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Store, DATA_FILES, encryptFile, writeBackupFile } from '@coach/api';
import { startTestStorage, type TestStorage } from '@coach/api/test-storage';
import { closeDatabase, describeDatabaseFile, insertContactMessage } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceTreeRuntime } from '../runtime';
import { OffsiteCommandError, offsiteList, offsiteRestore } from './offsite';

let storage: TestStorage;
let keyFile: string;
let recipient: string;
const NAMES = ['nutriwell-20261201-020000-scheduled.tar.gz', 'nutriwell-20261202-020000-scheduled.tar.gz'];

/** A backup of a site with `contacts` contact messages. */
async function backupWith(contacts: number) {
  const { db, dir } = await createTestDatabase();
  for (let i = 0; i < contacts; i++) {
    await insertContactMessage(db, {
      name: 'Ravi',
      email: `c${i}@example.com`,
      phone: null,
      subject: 'S',
      message: 'M',
    });
  }
  const file = join(await mkdtemp(join(tmpdir(), 'coach-offsite-cli-')), 'backup.tar.gz');
  await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1.0.0' });
  await closeDatabase(db);
  return file;
}

beforeAll(async () => {
  storage = await startTestStorage({ bucket: 'lost-server' });
  const dir = await mkdtemp(join(tmpdir(), 'coach-offsite-key-'));
  keyFile = join(dir, 'key.txt');
  execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
  recipient = execFileSync('age-keygen', ['-y', keyFile], { encoding: 'utf8' }).trim();
  // Yesterday's copy plain (1 contact), today's encrypted (3 contacts), as a server that turned encryption on made them.
  const store = createS3Store(storage.location('site/'));
  await store.upload(await backupWith(1), NAMES[0]!);
  const today = await backupWith(3);
  await encryptFile(today, `${today}.age`, recipient);
  await store.upload(`${today}.age`, `${NAMES[1]}.age`);
});
afterAll(() => storage.stop());
afterEach(() => vi.unstubAllEnvs());

/** A new server's environment: an empty DATA_DIR and the storage in BACKUP_S3_... */
async function newServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'coach-offsite-new-'));
  const { endpoint, bucket, accessKeyId, secretAccessKey } = storage.location();
  for (const [name, value] of Object.entries({
    DATA_DIR: dataDir,
    BACKUP_DIR: '',
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_BUCKET: bucket,
    BACKUP_S3_PREFIX: 'site',
    BACKUP_S3_ACCESS_KEY_ID: accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: secretAccessKey,
    BACKUP_S3_PATH_STYLE: 'true',
  })) {
    vi.stubEnv(name, value);
  }
  return dataDir;
}

const contactsIn = (dataDir: string) => describeDatabaseFile(join(dataDir, DATA_FILES.database)).rowCounts;

describe('the off-site commands', () => {
  it('lists the copies, newest first, with their size, encryption and checksum', async () => {
    await newServer();
    const lines = await offsiteList();
    expect(lines[0]).toBe(
      `Off-site copies in ${storage.location().endpoint} bucket lost-server folder site/, newest first:`,
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${NAMES[1]}\\.age  [\\d.]+ MB  encrypted  sha256 [0-9a-f]{64}$`)),
      expect.stringMatching(new RegExp(`^${NAMES[0]}  [\\d.]+ MB  not encrypted  sha256 [0-9a-f]{64}$`)),
    ]);
  });

  it('restores the latest copy into an empty DATA_DIR with the owner’s key, and a named plain one without', async () => {
    const dataDir = await newServer();
    const lines = await offsiteRestore(sourceTreeRuntime, 'latest', { identity: keyFile, force: false });
    expect(lines[0]).toBe(`Fetched ${NAMES[1]}.age and checked its checksum.`);
    expect(lines[1]).toBe(
      `Restored ${NAMES[1]}.age (made by NutriWell 1.0.0 at ${lines[1]!.split(' at ')[1]!.split(')')[0]}) into ${dataDir}.`,
    );
    expect(lines.join('\n')).toContain('It holds 0 consultations, 3 contact messages');
    expect(contactsIn(dataDir)).toMatchObject({ contact_messages: 3 });
    // Nothing fetched is left beside the backups.
    expect((await readdir(join(dataDir, 'backups'))).filter((n) => n.startsWith('.offsite-'))).toEqual([]);

    const other = await newServer();
    await offsiteRestore(sourceTreeRuntime, NAMES[0]!, { identity: undefined, force: false });
    expect(contactsIn(other)).toMatchObject({ contact_messages: 1 });
  });

  it('restores nothing without the key, with a wrong one, from a damaged copy, or when the storage is not set', async () => {
    const dataDir = await newServer();
    const refused = (name: string, identity?: string) =>
      offsiteRestore(sourceTreeRuntime, name, { identity, force: false }).then(
        () => 'restored',
        (error: Error) => (error instanceof OffsiteCommandError ? error.message : `unexpected: ${error.message}`),
      );
    expect(await refused('latest')).toBe(
      `${NAMES[1]}.age is encrypted: give the file with your age private key, --identity FILE (age-keygen wrote it).`,
    );
    const otherKey = join(await mkdtemp(join(tmpdir(), 'coach-offsite-key-')), 'other.txt');
    execFileSync('age-keygen', ['-o', otherKey], { stdio: 'ignore' });
    expect(await refused('latest', otherKey)).toBe(
      `Refusing to restore ${NAMES[1]}.age: This private key cannot open the copy, or the copy is damaged.`,
    );
    expect(await refused('nutriwell-20260101-000000-manual.tar.gz')).toMatch(
      /^No off-site copy is named nutriwell-20260101-000000-manual\.tar\.gz\. The copies:\n/,
    );

    const objects = await readdir(join(storage.bucketDir, 'site'), { recursive: true });
    const plain = objects.find((n) => n.includes(NAMES[0]!) && n.endsWith('._S3rver_object'))!;
    const object = join(storage.bucketDir, 'site', plain);
    const stored = await readFile(object);
    await writeFile(object, stored.subarray(0, stored.length - 100));
    try {
      expect(await refused(NAMES[0]!)).toBe(
        `Refusing to restore ${NAMES[0]}: The copy ${NAMES[0]} does not match its checksum: it is damaged or was changed.`,
      );
    } finally {
      await writeFile(object, stored);
    }
    expect(existsSync(join(dataDir, DATA_FILES.database))).toBe(false);

    vi.stubEnv('BACKUP_S3_ENDPOINT', '');
    vi.stubEnv('BACKUP_S3_BUCKET', '');
    vi.stubEnv('BACKUP_S3_ACCESS_KEY_ID', '');
    vi.stubEnv('BACKUP_S3_SECRET_ACCESS_KEY', '');
    expect(await refused('latest')).toMatch(/^Off-site copies are not set up: set BACKUP_S3_ENDPOINT/);
  });
});
