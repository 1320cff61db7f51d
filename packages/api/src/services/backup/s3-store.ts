// Off-site copies of backups in S3-compatible storage (AWS S3, Backblaze B2, Cloudflare R2, MinIO, Wasabi, ...).
// Requests are signed with AWS Signature V4 (aws4fetch); bodies are streamed from and to files, so memory stays flat
// whatever a backup's size; each copy carries its SHA-256 (signed as the payload's hash, and kept as the object's
// metadata) and a download is checked against it before it replaces anything.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import { writeIntoPlace } from './into-place';
import { digestFile } from './manifest';

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

/** The service's answer to a refused request (its XML error body), said plainly. */
export function refusal(location: S3Location, status: number, body: string): OffsiteStorageError {
  const { Code: code, Message: said } = ((body && xml.parse(body).Error) ?? {}) as { Code?: string; Message?: string };
  const known: Record<string, string> = {
    InvalidAccessKeyId: 'The storage service does not know this access key.',
    SignatureDoesNotMatch: 'The secret access key does not match the access key.',
    NoSuchBucket: `The bucket "${location.bucket}" does not exist.`,
    AccessDenied: `This key may not use the bucket "${location.bucket}".`,
  };
  const details = [code, said].filter(Boolean).join(': ');
  return new OffsiteStorageError(
    (code && known[code]) ??
      `The storage service refused the request (HTTP ${status}${details ? `, ${details}` : ''}).`,
    code,
  );
}

/**
 * The bucket's address (for listing) and each copy's, in path style (`https://endpoint/bucket/key`) or virtual-hosted
 * style (`https://bucket.endpoint/key`). In path style the bucket's own address has no trailing slash, as the services
 * sign it. Only the endpoint's origin counts: a path after it is not used.
 */
export function addressesOf(location: Pick<S3Location, 'endpoint' | 'bucket' | 'prefix' | 'pathStyle'>) {
  const endpoint = new URL(location.endpoint);
  const bucketUrl = location.pathStyle
    ? new URL(`/${encodeURIComponent(location.bucket)}`, endpoint.origin)
    : new URL(`${endpoint.protocol}//${location.bucket}.${endpoint.host}/`);
  const keyPath = (name: string) => `${location.prefix}${name}`.split('/').map(encodeURIComponent).join('/');
  return {
    bucketUrl,
    objectUrl: (name: string) => `${bucketUrl.href.replace(/\/$/, '')}/${keyPath(name)}`,
  };
}

/**
 * `pageSize`: copies asked for per listing request (the services' default is 1,000; tests ask for fewer). `signal`
 * aborts every request in flight, a long upload's included (the server stopping).
 */
export function createS3Store(
  location: S3Location,
  { pageSize = 1000, signal }: { pageSize?: number; signal?: AbortSignal } = {},
) {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    // A streamed body cannot be sent twice: retries belong to the caller, which opens the file again.
    retries: 0,
  });
  const { bucketUrl, objectUrl } = addressesOf(location);
  const { origin } = new URL(location.endpoint);

  async function send(url: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    let res: Response;
    try {
      res = await client.fetch(url, { ...init, signal });
    } catch (error) {
      if (signal?.aborted) throw new OffsiteStorageError('Stopped: the server is shutting down.');
      // fetch's own error says "fetch failed"; the system's reason (ECONNREFUSED, ENOTFOUND, ...) is its cause.
      // Stryker disable next-line OptionalChaining: fetch gives every failure a cause
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new OffsiteStorageError(`The storage service at ${origin} cannot be reached (${reason}).`);
    }
    // Stryker disable next-line ArrowFunction: equivalent, an unreadable body and an empty one read the same
    if (!res.ok) throw refusal(location, res.status, await res.text().catch(() => ''));
    return res;
  }

  /** Sends the file as the copy `name`; resolves with what was sent once the service has it. */
  async function upload(file: string, name: string): Promise<{ size: number; sha256: string }> {
    // Read once before it is sent: the signature covers the payload's hash.
    const { size, sha256 } = await digestFile(file);
    await send(objectUrl(name), {
      method: 'PUT',
      headers: {
        'content-length': String(size),
        'x-amz-content-sha256': sha256,
        [SHA256_METADATA]: sha256,
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    });
    return { size, sha256 };
  }

  /** Every copy under the prefix, by name as the service lists them (names start with their time). */
  async function list(): Promise<OffsiteCopy[]> {
    const copies: OffsiteCopy[] = [];
    // ListObjects (version 1), each page starting after the last key of the one before (`marker`): every
    // S3-compatible service has it, where version 2's continuation tokens are made by some (test servers among them)
    // with ciphers OpenSSL 3 no longer offers.
    let after: string | undefined;
    do {
      const url = new URL(bucketUrl);
      url.searchParams.set('prefix', location.prefix);
      url.searchParams.set('max-keys', String(pageSize));
      if (after) url.searchParams.set('marker', after);
      const result = xml.parse(await (await send(url.toString(), {})).text()).ListBucketResult as {
        Contents?: Array<{ Key: string; Size: string; LastModified: string }>;
        IsTruncated: string;
      };
      const contents = result.Contents ?? [];
      for (const item of contents) {
        copies.push({
          name: item.Key.slice(location.prefix.length),
          size: Number(item.Size),
          lastModified: new Date(item.LastModified).toISOString(),
        });
      }
      // A truncated page is never empty.
      after = result.IsTruncated === 'true' ? contents[contents.length - 1]!.Key : undefined;
    } while (after);
    return copies;
  }

  /**
   * Fetches the copy `name` into `target`, streamed; its SHA-256 must match the one it was stored with, else nothing
   * is written there and the download is refused.
   */
  async function download(name: string, target: string): Promise<{ size: number; sha256: string }> {
    const res = await send(objectUrl(name), {});
    const expected = res.headers.get(SHA256_METADATA);
    if (!expected) throw new OffsiteStorageError(`The copy ${name} has no checksum: it was not made here.`);
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
      return await writeIntoPlace(target, async (partial) => {
        await pipeline(Readable.fromWeb(res.body as NodeReadableStream), counted, createWriteStream(partial));
        const sha256 = hash.digest('hex');
        if (sha256 !== expected) {
          throw new OffsiteStorageError(`The copy ${name} does not match its checksum: it is damaged or was changed.`);
        }
        return { size, sha256 };
      });
    } catch (error) {
      if (error instanceof OffsiteStorageError) throw error;
      throw new OffsiteStorageError(`The copy ${name} could not be downloaded (${(error as Error).message}).`);
    }
  }

  /** The stored size and SHA-256 of the copy `name` (null: it was not stored with one). */
  async function head(name: string): Promise<{ size: number; sha256: string | null }> {
    const res = await send(objectUrl(name), { method: 'HEAD' });
    return { size: Number(res.headers.get('content-length')), sha256: res.headers.get(SHA256_METADATA) };
  }

  async function remove(name: string): Promise<void> {
    await send(objectUrl(name), { method: 'DELETE' });
  }

  return { upload, list, head, download, remove };
}
