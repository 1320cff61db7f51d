// Off-site copies of backups in S3-compatible storage (AWS S3, Backblaze B2, Cloudflare R2, MinIO, Wasabi, ...).
// Requests are signed with AWS Signature V4 (aws4fetch); bodies are streamed from and to files, so memory stays flat
// whatever a backup's size; each copy carries its SHA-256 (signed as the payload's hash, and kept as the object's
// metadata) and a download is checked against it before it replaces anything.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';

/** Where the copies go: a bucket (and a prefix inside it) at an S3-compatible endpoint. */
export type S3Location = {
  /** The service's address, `https://s3.eu-central-003.backblazeb2.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to each copy's name, `nutriwell/` for instance; may be empty. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  pathStyle: boolean;
};

export type OffsiteCopy = { name: string; size: number; lastModified: string };

/** What went wrong, in words for the owner; `code` is the service's own (`SignatureDoesNotMatch`, ...), if any. */
export class OffsiteStorageError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'OffsiteStorageError';
  }
}

const SHA256_METADATA = 'x-amz-meta-sha256';
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

/** The service's answer to a refused request, said plainly. */
function refusal(location: S3Location, status: number, body: string): OffsiteStorageError {
  const parsed = body ? (xml.parse(body) as { Error?: { Code?: string; Message?: string } }) : {};
  const code = parsed.Error?.Code;
  const known: Record<string, string> = {
    InvalidAccessKeyId: 'The storage service does not know this access key.',
    SignatureDoesNotMatch: 'The secret access key does not match the access key.',
    NoSuchBucket: `The bucket "${location.bucket}" does not exist.`,
    AccessDenied: `This key may not use the bucket "${location.bucket}".`,
  };
  const said = parsed.Error?.Message ? `: ${parsed.Error.Message}` : '';
  return new OffsiteStorageError(
    (code && known[code]) ??
      `The storage service refused the request (HTTP ${status}${code ? ` ${code}` : ''}${said}).`,
    code,
  );
}

/** A file's size and SHA-256, read once before it is sent (the signature covers the payload's hash). */
async function describeFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return { size: (await stat(file)).size, sha256: hash.digest('hex') };
}

export function createS3Store(location: S3Location) {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    // A streamed body cannot be sent twice: retries belong to the caller, which opens the file again.
    retries: 0,
  });
  const endpoint = new URL(location.endpoint);
  const root = endpoint.pathname.replace(/\/$/, '');
  // The bucket's own address (listing) is written without a trailing slash in path style, as services sign it.
  const bucketUrl = location.pathStyle
    ? new URL(`${root}/${encodeURIComponent(location.bucket)}`, endpoint)
    : new URL(`${endpoint.protocol}//${location.bucket}.${endpoint.host}${root}/`);
  const base = new URL(location.pathStyle ? `${bucketUrl.href}/` : bucketUrl.href);
  const keyOf = (name: string) => `${location.prefix}${name}`;
  const objectUrl = (name: string) =>
    new URL(keyOf(name).split('/').map(encodeURIComponent).join('/'), base).toString();

  async function send(url: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    let res: Response;
    try {
      res = await client.fetch(url, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new OffsiteStorageError(
        `The storage service at ${endpoint.origin} cannot be reached (${cause?.code ?? cause?.message ?? (error as Error).message}).`,
      );
    }
    if (!res.ok) throw refusal(location, res.status, await res.text().catch(() => ''));
    return res;
  }

  /** Sends the file as the copy `name`; resolves with what was sent once the service has it. */
  async function upload(file: string, name: string): Promise<{ size: number; sha256: string }> {
    const { size, sha256 } = await describeFile(file);
    await send(objectUrl(name), {
      method: 'PUT',
      headers: {
        'content-length': String(size),
        'content-type': 'application/octet-stream',
        'x-amz-content-sha256': sha256,
        [SHA256_METADATA]: sha256,
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    });
    return { size, sha256 };
  }

  /** Every copy under the prefix, oldest first by name (names start with their time). */
  async function list(): Promise<OffsiteCopy[]> {
    const copies: OffsiteCopy[] = [];
    let token: string | undefined;
    do {
      const url = new URL(bucketUrl);
      url.searchParams.set('list-type', '2');
      if (location.prefix) url.searchParams.set('prefix', location.prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const answer = xml.parse(await (await send(url.toString(), { method: 'GET' })).text()) as {
        ListBucketResult?: {
          Contents?: Array<{ Key: string; Size: string; LastModified: string }>;
          IsTruncated?: string;
          NextContinuationToken?: string;
        };
      };
      const result = answer.ListBucketResult;
      for (const item of result?.Contents ?? []) {
        copies.push({
          name: item.Key.slice(location.prefix.length),
          size: Number(item.Size),
          lastModified: new Date(item.LastModified).toISOString(),
        });
      }
      token = result?.IsTruncated === 'true' ? result.NextContinuationToken : undefined;
    } while (token);
    return copies.sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Fetches the copy `name` into `target`, streamed; its SHA-256 must match the one it was stored with, else nothing
   * is written there and the download is refused.
   */
  async function download(name: string, target: string): Promise<{ size: number; sha256: string }> {
    const res = await send(objectUrl(name), { method: 'GET' });
    const expected = res.headers.get(SHA256_METADATA);
    if (!expected || !res.body)
      throw new OffsiteStorageError(`The copy ${name} has no checksum: it was not made here.`);
    const partial = `${target}.partial`;
    const hash = createHash('sha256');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(res.body as NodeReadableStream), counted, createWriteStream(partial));
      const sha256 = hash.digest('hex');
      if (sha256 !== expected) {
        throw new OffsiteStorageError(`The copy ${name} does not match its checksum: it is damaged or was changed.`);
      }
      await rename(partial, target);
      return { size, sha256 };
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      if (error instanceof OffsiteStorageError) throw error;
      throw new OffsiteStorageError(`The copy ${name} could not be read to its end (${(error as Error).message}).`);
    }
  }

  async function remove(name: string): Promise<void> {
    await send(objectUrl(name), { method: 'DELETE' });
  }

  return { upload, list, download, remove };
}
