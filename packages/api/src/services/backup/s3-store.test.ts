// The off-site store against a real S3-compatible server on loopback that checks every request's signature
// (@20minutes/s3rver, started here with its own account S3RVER / S3RVER).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, OffsiteStorageError, type S3Location } from './s3-store';
import { tempDir } from './testing';

const PORT = 47_391;
let server: S3rver;
let storeDir: string;
let work: string;

const location: S3Location = {
  endpoint: `http://127.0.0.1:${PORT}`,
  region: 'us-east-1',
  bucket: 'backups',
  prefix: 'nutriwell/',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  pathStyle: true,
};

beforeAll(async () => {
  storeDir = await tempDir();
  work = await tempDir();
  server = new S3rver({
    address: '127.0.0.1',
    port: PORT,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: 'backups' }],
  });
  await server.run();
});
afterAll(() => server.close());

/** A file of `size` random bytes in the work folder. */
async function randomFile(name: string, size: number) {
  const file = join(work, name);
  const bytes = randomBytes(size);
  await writeFile(file, bytes);
  return { file, bytes };
}

/** What the server holds on disk, object files only, relative to its folder. */
async function storedObjects(dir = join(storeDir, 'backups')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).map((e) => e.name);
}

describe('the off-site store (S3)', () => {
  it('uploads a backup byte for byte, lists it and downloads it with its checksum checked', async () => {
    const store = createS3Store(location);
    const { file, bytes } = await randomFile('a.zip', 3 * 1024 * 1024 + 17);
    const sent = await store.upload(file, 'nutriwell-20261202-101500-manual.zip');
    expect(sent.size).toBe(bytes.length);

    expect(await store.list()).toEqual([
      { name: 'nutriwell-20261202-101500-manual.zip', size: bytes.length, lastModified: expect.any(String) },
    ]);
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
    const [object] = await storedObjects(join(storeDir, 'backups', 'nutriwell'));
    const path = join(storeDir, 'backups', 'nutriwell', object!);
    const stored = await readFile(path);
    stored[100] = stored[100]! ^ 0xff;
    await writeFile(path, stored);

    const target = join(work, 'changed-back.zip');
    await expect(store.download('changed.zip', target)).rejects.toThrow(
      'The copy changed.zip does not match its checksum: it is damaged or was changed.',
    );
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
    const down = createS3Store({ ...location, endpoint: 'http://127.0.0.1:1' });
    await expect(down.list()).rejects.toThrow(/^The storage service at http:\/\/127\.0\.0\.1:1 cannot be reached \(/);
    expect(await storedObjects()).toEqual([]);
  });
});
