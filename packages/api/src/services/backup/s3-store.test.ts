// The off-site store against a real S3-compatible server on loopback that checks every request's signature
// (@20minutes/s3rver, started here with its own account S3RVER / S3RVER).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressesOf, createS3Store, OffsiteStorageError, refusal, type S3Location } from './s3-store';
import { startTestStorage, type TestStorage } from './test-storage';
import { tempDir } from './testing';

let storage: TestStorage;
let location: S3Location;
let work: string;

beforeAll(async () => {
  storage = await startTestStorage({ bucket: 'backups' });
  location = storage.location('nutriwell/');
  work = await tempDir();
});
afterAll(() => storage.stop());

/** A file of `size` random bytes in the work folder. */
async function randomFile(name: string, size: number) {
  const file = join(work, name);
  const bytes = randomBytes(size);
  await writeFile(file, bytes);
  return { file, bytes };
}

/** What the server holds on disk, object files only, relative to its folder. */
async function storedObjects(dir = storage.bucketDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).map((e) => e.name);
}

describe('the off-site store (S3)', () => {
  it('lists the copies under its prefix alone, by name, page after page', async () => {
    const store = createS3Store(location, { pageSize: 3 });
    const elsewhere = createS3Store({ ...location, prefix: '' });
    const { file } = await randomFile('l.zip', 10);
    for (const name of ['c.zip', 'a.zip', 'e.zip', 'b.zip', 'd.zip']) await store.upload(file, name);
    await elsewhere.upload(file, 'other.zip');
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      expect((await store.list()).map((copy) => copy.name)).toEqual(['a.zip', 'b.zip', 'c.zip', 'd.zip', 'e.zip']);
      // Three a page: two listing requests, the second starting after the first page's last key.
      const listings = fetches.mock.calls.map(([request]) => new URL((request as Request).url).search);
      expect(listings).toEqual([
        '?prefix=nutriwell%2F&max-keys=3',
        '?prefix=nutriwell%2F&max-keys=3&marker=nutriwell%2Fc.zip',
      ]);
    } finally {
      fetches.mockRestore();
    }
    expect((await elsewhere.list()).map((copy) => copy.name)).toEqual([
      'nutriwell/a.zip',
      'nutriwell/b.zip',
      'nutriwell/c.zip',
      'nutriwell/d.zip',
      'nutriwell/e.zip',
      'other.zip',
    ]);
    for (const name of ['a.zip', 'b.zip', 'c.zip', 'd.zip', 'e.zip']) await store.remove(name);
    await elsewhere.remove('other.zip');
    expect(await elsewhere.list()).toEqual([]);
  });

  it('addresses the bucket in path style or by its own host name', () => {
    const named = { endpoint: 'https://s3.example.com:8443/ignored/', bucket: 'site-backups', prefix: 'her site/' };
    const path = addressesOf({ ...named, pathStyle: true });
    expect(path.bucketUrl.href).toBe('https://s3.example.com:8443/site-backups');
    expect(path.objectUrl('a b.zip')).toBe('https://s3.example.com:8443/site-backups/her%20site/a%20b.zip');
    const hosted = addressesOf({ ...named, pathStyle: false });
    expect(hosted.bucketUrl.href).toBe('https://site-backups.s3.example.com:8443/');
    expect(hosted.objectUrl('a b.zip')).toBe('https://site-backups.s3.example.com:8443/her%20site/a%20b.zip');
  });

  it('refuses a copy it did not make (no checksum) and a download it cannot write, leaving nothing', async () => {
    const client = new AwsClient({ ...location, service: 's3', retries: 0 });
    const put = await client.fetch(`${location.endpoint}/backups/nutriwell/foreign.zip`, {
      method: 'PUT',
      body: 'not a backup of ours',
    });
    expect(put.status).toBe(200);
    const store = createS3Store(location);
    const target = join(work, 'foreign.zip');
    await expect(store.download('foreign.zip', target)).rejects.toThrow(
      'The copy foreign.zip has no checksum: it was not made here.',
    );
    expect(existsSync(target)).toBe(false);
    await store.remove('foreign.zip');

    const { file } = await randomFile('w.zip', 1000);
    await store.upload(file, 'w.zip');
    const nowhere = join(work, 'no-such-folder', 'w.zip');
    await expect(store.download('w.zip', nowhere)).rejects.toThrow(
      /^The copy w\.zip could not be downloaded \(ENOENT: no such file or directory, open '.*no-such-folder\/w\.zip\.partial'\)\.$/,
    );
    await store.remove('w.zip');
  });

  it('says plainly what a service refused, with its code', () => {
    const error = (code: string, message = 'Said by the service.') =>
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
    expect(refusal(location, 403, error('AccessDenied'))).toMatchObject({
      message: 'This key may not use the bucket "backups".',
      code: 'AccessDenied',
    });
    expect(refusal(location, 404, error('NoSuchBucket')).message).toBe('The bucket "backups" does not exist.');
    expect(refusal(location, 403, error('InvalidAccessKeyId')).message).toBe(
      'The storage service does not know this access key.',
    );
    expect(refusal(location, 503, error('SlowDown', 'Please reduce your request rate.'))).toMatchObject({
      message: 'The storage service refused the request (HTTP 503, SlowDown: Please reduce your request rate.).',
      code: 'SlowDown',
    });
    expect(refusal(location, 502, '')).toMatchObject({
      message: 'The storage service refused the request (HTTP 502).',
      code: undefined,
    });
    expect(refusal(location, 500, '<Error><Code>InternalError</Code></Error>').message).toBe(
      'The storage service refused the request (HTTP 500, InternalError).',
    );
  });

  it('uploads a backup byte for byte, lists it and downloads it with its checksum checked', async () => {
    const store = createS3Store(location);
    const { file, bytes } = await randomFile('a.zip', 3 * 1024 * 1024 + 17);
    const sent = await store.upload(file, 'nutriwell-20261202-101500-manual.zip');
    expect(sent.size).toBe(bytes.length);

    expect(await store.list()).toEqual([
      { name: 'nutriwell-20261202-101500-manual.zip', size: bytes.length, lastModified: expect.any(String) },
    ]);
    expect(await store.head('nutriwell-20261202-101500-manual.zip')).toEqual(sent);
    // Only its headers: a copy's size and checksum are read without fetching the copy.
    expect(storage.requests().at(-1)).toBe('HEAD /backups/nutriwell/nutriwell-20261202-101500-manual.zip');
    const target = join(work, 'back.zip');
    const got = await store.download('nutriwell-20261202-101500-manual.zip', target);
    expect(got).toEqual(sent);
    expect((await readFile(target)).equals(bytes)).toBe(true);

    await store.remove('nutriwell-20261202-101500-manual.zip');
    expect(await store.list()).toEqual([]);
  });

  it('refuses a copy changed on the server, writing nothing where it was to go', async () => {
    const store = createS3Store(location);
    const { file } = await randomFile('b.zip', 64 * 1024);
    await store.upload(file, 'changed.zip');
    const [object] = await storedObjects(join(storage.bucketDir, 'nutriwell'));
    const path = join(storage.bucketDir, 'nutriwell', object!);
    const stored = await readFile(path);
    stored[100] = stored[100]! ^ 0xff;
    await writeFile(path, stored);

    const target = join(work, 'changed-back.zip');
    expect(await store.download('changed.zip', target).catch((error: unknown) => error)).toMatchObject({
      message: 'The copy changed.zip does not match its checksum: it is damaged or was changed.',
    });
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
    await store.remove('changed.zip');
  });

  it('says what is wrong with the keys, the bucket or the address, and stores nothing', async () => {
    const { file } = await randomFile('c.zip', 1024);
    const wrongSecret = createS3Store({ ...location, secretAccessKey: 'not-the-secret' });
    const refused = await wrongSecret.upload(file, 'c.zip').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OffsiteStorageError);
    expect(refused).toMatchObject({
      message: 'The secret access key does not match the access key.',
      code: 'SignatureDoesNotMatch',
    });
    const unknownKey = createS3Store({ ...location, accessKeyId: 'NOBODY' });
    await expect(unknownKey.list()).rejects.toThrow('The storage service does not know this access key.');
    const noBucket = createS3Store({ ...location, bucket: 'missing' });
    await expect(noBucket.upload(file, 'c.zip')).rejects.toThrow('The bucket "missing" does not exist.');
    const down = createS3Store({ ...location, endpoint: 'http://127.0.0.1:23399' });
    expect(await down.list().catch((error: unknown) => error)).toMatchObject({
      message: 'The storage service at http://127.0.0.1:23399 cannot be reached (ECONNREFUSED).',
    });
    const missing = await createS3Store(location)
      .download('never-sent.zip', join(work, 'never.zip'))
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({
      message: 'The storage service refused the request (HTTP 404, NoSuchKey: The specified key does not exist.).',
      code: 'NoSuchKey',
    });
    expect(await storedObjects()).toEqual([]);
  });

  it('stops a request in flight when its signal is aborted, and stores nothing', async () => {
    const stopping = new AbortController();
    const store = createS3Store(location, { signal: stopping.signal });
    const { file } = await randomFile('d.zip', 8 * 1024 * 1024);
    const upload = store.upload(file, 'stopped.zip');
    setTimeout(() => stopping.abort(), 5);
    expect(await upload.catch((error: unknown) => error)).toMatchObject({
      message: 'Stopped: the server is shutting down.',
    });
    expect(await createS3Store(location).list()).toEqual([]);
  });
});
