// Off-site copies over REST, against a real S3-compatible server on loopback that checks request signatures
// (@20minutes/s3rver): set by the environment or by the portal's settings, each backup copied once made, the copies
// listed and downloaded with their checksum checked, the connection test, and the secret kept out of every answer and
// every backup.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AGE_MESSAGES, createS3Store, OFFSITE_SETTINGS_FILE, type OffsiteSetup, type S3Location } from '@coach/api';
import { editManifest, repack } from '@coach/api/backup-testing';
import { startTestStorage, type TestStorage } from '@coach/api/test-storage';
import { OFFSITE_MESSAGES, SECURITY_MESSAGES } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ADMIN } from '../test-support';

const SECRET = 'S3RVER';
let storage: TestStorage;
let location: S3Location;
let environment: OffsiteSetup;

beforeAll(async () => {
  storage = await startTestStorage({ bucket: 'portal-backups' });
  location = storage.location('site/');
  environment = { source: 'environment', location, keep: 5, recipient: null };
});
afterAll(() => storage.stop());

const t0Dir = () => mkdtempSync(join(tmpdir(), 'coach-offsite-rest-'));

const until = async (check: () => Promise<boolean>, what: string) => {
  for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((r) => setTimeout(r, 25))) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('off-site copies set by the environment', () => {
  let t: Awaited<ReturnType<typeof createTestServer>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestServer({ offsite: { environment, recipient: null } });
    ({ admin } = await t.headers());
  });
  afterAll(() => t.stop());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

  it('shows where copies go, never the secret, and refuses changes from the portal', async () => {
    const status = await get('/api/admin/backups/offsite');
    expect(status.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/backups/offsite', status);
    expect(status.json().status.settings).toEqual({
      source: 'environment',
      endpoint: location.endpoint,
      region: 'us-east-1',
      bucket: 'portal-backups',
      prefix: 'site/',
      access_key_id: 'S3RVER',
      path_style: true,
      keep: 5,
      age_recipient: '',
    });
    // The test server's secret is its access key too (S3RVER): no answer names a secret at all.
    expect(status.body).not.toMatch(/secret/i);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/offsite',
      headers: admin,
      payload: { ...status.json().status.settings, secret_access_key: 'x' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: OFFSITE_MESSAGES.setByEnvironment });
    await t.expectDocumented('PUT', '/api/admin/backups/offsite', changed);
  });

  it('copies a backup once it is made, lists it, and downloads it byte for byte with its checksum checked', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
    const { backup } = made.json();
    await until(
      async () => (await get('/api/admin/backups/offsite/copies')).json().copies[0]?.state === 'uploaded',
      'the copy',
    );
    const listed = await get('/api/admin/backups/offsite/copies');
    await t.expectDocumented('GET', '/api/admin/backups/offsite/copies', listed);
    const [copy] = listed.json().copies;
    expect(copy).toEqual({
      name: backup.name,
      backup: backup.name,
      created_at: backup.created_at,
      size: backup.size,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      encrypted: false,
      state: 'uploaded',
    });
    expect((await get('/api/admin/backups/offsite')).json().status).toMatchObject({
      state: 'up-to-date',
      last_success_at: expect.any(String),
      last_error: null,
    });

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/offsite/copies/${copy.name}`,
      headers: { ...admin, 'accept-encoding': 'gzip, br' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${copy.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    // As stored: not compressed on the way, whatever the client accepts.
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Number(download.headers['content-length'])).toBe(backup.size);
    const local = await readFile(join(t.config.backup.dir, backup.name));
    expect(download.rawPayload.equals(local)).toBe(true);
    // The fetched file is gone once sent.
    await until(
      async () => (await readdir(t.config.backup.dir)).every((name) => !name.startsWith('.offsite-')),
      'the fetched file to go',
    );
  });

  it('refuses a copy changed in the bucket, and leaves nothing behind', async () => {
    const [copy] = (await get('/api/admin/backups/offsite/copies')).json().copies;
    const objects = readdirSync(join(storage.bucketDir, 'site'), { recursive: true, encoding: 'utf8' });
    const object = join(storage.bucketDir, 'site', objects.find((n) => n.endsWith('._S3rver_object'))!);
    const stored = await readFile(object);
    const changed = Buffer.from(stored);
    changed[200] = changed[200]! ^ 0xff;
    await writeFile(object, changed);
    try {
      const res = await get(`/api/admin/backups/offsite/copies/${copy.name}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: `The copy ${copy.name} does not match its checksum: it is damaged or was changed.`,
      });
      await t.expectDocumented('GET', '/api/admin/backups/offsite/copies/{name}', res);
      expect((await readdir(t.config.backup.dir)).filter((name) => name.startsWith('.offsite-'))).toEqual([]);
    } finally {
      await writeFile(object, stored);
    }
  });

  it.each([
    ['secrets.json', 400, 'name: Invalid off-site copy name'],
    ['..%2Fapp.sqlite', 400, 'name: Invalid off-site copy name'],
    ['nutriwell-19990101-000000-manual.tar.gz', 404, OFFSITE_MESSAGES.copyNotFound],
    ['nutriwell-19990101-000000-manual.tar.gz.age', 404, OFFSITE_MESSAGES.copyNotFound],
  ])('refuses to download %s (%i)', async (name, status, error) => {
    const res = await get(`/api/admin/backups/offsite/copies/${name}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('GET', '/api/admin/backups/offsite/copies/{name}', res);
  });
});

describe('off-site copies set in the portal', () => {
  let t: Awaited<ReturnType<typeof createTestServer>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestServer();
    ({ admin } = await t.headers());
  });
  afterAll(() => t.stop());

  const form = {
    // The storage's port is known once it has started; sent with a trailing slash, saved without.
    get endpoint() {
      return `${location.endpoint}/`;
    },
    region: 'us-east-1',
    bucket: 'portal-backups',
    prefix: 'portal',
    access_key_id: 'S3RVER',
    path_style: true,
    keep: 3,
    age_recipient: '',
  };
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  it('is off until set, and asks for the secret the first time', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/backups/offsite', headers: admin });
    expect(status.json().status).toMatchObject({ settings: null, state: 'off' });
    const noSecret = await send('PUT', '/api/admin/backups/offsite', form);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toEqual({ error: `secret_access_key: ${OFFSITE_MESSAGES.secretRequired}` });
  });

  it.each([
    [{ endpoint: 'ftp://example.com' }, `endpoint: ${OFFSITE_MESSAGES.endpoint}`],
    [{ bucket: 'Not A Bucket' }, `bucket: ${OFFSITE_MESSAGES.bucket}`],
    [{ prefix: '/abs' }, `prefix: ${OFFSITE_MESSAGES.prefix}`],
    [{ keep: 0 }, `keep: ${OFFSITE_MESSAGES.keep}`],
    [{ age_recipient: 'age1nope' }, `age_recipient: ${OFFSITE_MESSAGES.recipient}`],
  ])('refuses %o with its message', async (change, error) => {
    const res = await send('PUT', '/api/admin/backups/offsite', { ...form, secret_access_key: SECRET, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('PUT', '/api/admin/backups/offsite', res);
  });

  it('tests the form’s values and says which step failed and why', async () => {
    const wrong = await send('POST', '/api/admin/backups/offsite/test', { ...form, secret_access_key: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Writing a test object failed: The secret access key does not match the access key.',
    });
    await t.expectDocumented('POST', '/api/admin/backups/offsite/test', wrong);
    const right = await send('POST', '/api/admin/backups/offsite/test', { ...form, secret_access_key: SECRET });
    expect(right.json()).toEqual({ message: OFFSITE_MESSAGES.tested });
    await t.expectDocumented('POST', '/api/admin/backups/offsite/test', right);
  });

  it('saves the settings in a private file that no backup holds, and keeps the secret when left empty', async () => {
    const saved = await send('PUT', '/api/admin/backups/offsite', { ...form, secret_access_key: SECRET });
    expect(saved.statusCode).toBe(200);
    await t.expectDocumented('PUT', '/api/admin/backups/offsite', saved);
    expect(saved.json()).toMatchObject({
      message: OFFSITE_MESSAGES.saved,
      status: { settings: { source: 'settings', endpoint: location.endpoint, prefix: 'portal/', keep: 3 } },
    });
    expect(saved.body).not.toMatch(/secret/i);
    const file = join(t.config.dataDir, OFFSITE_SETTINGS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Saved again without the secret: the one saved stays, and the test with no body uses it.
    const again = await send('PUT', '/api/admin/backups/offsite', { ...form, keep: 4 });
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ secret_access_key: SECRET, keep: 4 });
    expect((await send('POST', '/api/admin/backups/offsite/test')).json()).toEqual({
      message: OFFSITE_MESSAGES.tested,
    });

    const made = await send('POST', '/api/admin/backups');
    const { backup } = made.json();
    await until(
      async () => (await createS3Store({ ...location, prefix: 'portal/' }).list()).some((c) => c.name === backup.name),
      'the copy',
    );
    // The archive (here, and so its copy there) holds neither the settings file nor the key or its secret (the audit
    // log names the fields sent, never their values).
    const archive = gunzipSync(await readFile(join(t.config.backup.dir, backup.name)));
    expect(archive.includes(OFFSITE_SETTINGS_FILE)).toBe(false);
    expect(archive.includes(SECRET)).toBe(false);
    expect(archive.includes('secret_access_key')).toBe(true);

    const off = await send('DELETE', '/api/admin/backups/offsite');
    expect(off.json()).toMatchObject({ message: OFFSITE_MESSAGES.turnedOff, status: { settings: null, state: 'off' } });
    await t.expectDocumented('DELETE', '/api/admin/backups/offsite', off);
  });
});

describe('restoring an off-site copy from the portal', () => {
  let t: Awaited<ReturnType<typeof createTestServer>>;
  let admin: Record<string, string>;
  let keyText: string;
  const requested: Array<{ file: string; copy: string }> = [];
  beforeAll(async () => {
    const keyFile = join(t0Dir(), 'key.txt');
    execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
    keyText = await readFile(keyFile, 'utf8');
    const recipient = execFileSync('age-keygen', ['-y', keyFile], { encoding: 'utf8' }).trim();
    t = await createTestServer({
      offsite: { environment: { ...environment, location: storage.location('restore/'), recipient }, recipient },
      requestRestore: (file, copy) => requested.push({ file, copy }),
    });
    ({ admin } = await t.headers());
  });
  afterAll(() => t.stop());

  const restore = (name: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/backups/offsite/copies/${name}/restore`,
      headers: admin,
      payload: body,
    });

  it('asks for the password and the key, checks the copy, then hands the checked backup to the restart', async () => {
    const { backup } = (await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin })).json();
    const name = `${backup.name}.age`;
    await until(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/admin/backups/offsite/copies', headers: admin }))
          .json()
          .copies.some((c: { name: string; state: string }) => c.name === name && c.state === 'uploaded'),
      'the encrypted copy',
    );
    const refusals: Array<[object, number, string]> = [
      [{ password: 'not-it', identity: keyText }, 400, 'Current password is incorrect'],
      [{ identity: keyText }, 400, `password: ${OFFSITE_MESSAGES.passwordNeeded}`],
      [{ password: TEST_ADMIN.password }, 400, OFFSITE_MESSAGES.identityNeeded],
      [{ password: TEST_ADMIN.password, identity: 'AGE-SECRET-KEY-1QQQ' }, 400, AGE_MESSAGES.identity],
    ];
    for (const [body, status, error] of refusals) {
      const res = await restore(name, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      await t.expectDocumented('POST', '/api/admin/backups/offsite/copies/{name}/restore', res);
    }
    const missing = await restore('nutriwell-20200101-000000-manual.tar.gz', { password: TEST_ADMIN.password });
    expect(missing.statusCode).toBe(404);
    expect(requested).toEqual([]);

    const res = await restore(name, { password: TEST_ADMIN.password, identity: keyText });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: OFFSITE_MESSAGES.restoring });
    await t.expectDocumented('POST', '/api/admin/backups/offsite/copies/{name}/restore', res);
    await until(async () => requested.length === 1, 'the restart to be asked for');
    expect(requested[0]!.copy).toBe(name);
    // The decrypted backup itself, checked, in BACKUP_DIR for the restore to take.
    expect(requested[0]!.file.startsWith(t.config.backup.dir)).toBe(true);
    expect((await readFile(requested[0]!.file)).equals(await readFile(join(t.config.backup.dir, backup.name)))).toBe(
      true,
    );
    // The restart takes the file and removes it; here the test does.
    await rm(requested[0]!.file);
  });

  it('refuses a copy this version cannot restore before anything stops, and leaves nothing behind', async () => {
    const { backup } = (await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin })).json();
    const newer = await repack(join(t.config.backup.dir, backup.name), (dir) =>
      editManifest(dir, (m) => {
        m.migrations.push('9999_from_the_future');
      }),
    );
    const name = 'nutriwell-20200101-000000-manual.tar.gz';
    await createS3Store(storage.location('restore/')).upload(newer, name);
    const before = requested.length;
    const res = await restore(name, { password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /^Refusing to restore: the backup was made by NutriWell .*, whose database is newer/,
    );
    expect(requested.length).toBe(before);
    expect((await readdir(t.config.backup.dir)).filter((n) => n.startsWith('.offsite-'))).toEqual([]);
  });

  it('says so where nothing can restart the server', async () => {
    const plain = await createTestServer({ offsite: { environment, recipient: null } });
    try {
      const headers = (await plain.headers()).admin;
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/admin/backups/offsite/copies/nutriwell-20200101-000000-manual.tar.gz/restore',
        headers,
        payload: { password: TEST_ADMIN.password },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: OFFSITE_MESSAGES.restoreNeedsServer });
    } finally {
      await plain.stop();
    }
  });

  // Last: it holds this server's owner back from questions asked again for 15 minutes.
  it('counts wrong passwords asked again: after five even the right one waits, while signing in does not', async () => {
    const name = 'nutriwell-20200101-000000-manual.tar.gz';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await restore(name, { password: `wrong-${i}` })).statusCode);
    // The first test's wrong password counts for this address too: the fifth here is the sixth.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const held = await restore(name, { password: TEST_ADMIN.password });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: SECURITY_MESSAGES.askedTooOften });
    await t.expectDocumented('POST', '/api/admin/backups/offsite/copies/{name}/restore', held);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
  });
});
