// The web app's hashed build files (/assets/...): the cheapest answers the server gives. Each file is read from disk
// once, on its first request, and then answered from memory: the variant the build compressed (.br, .gz) that the
// client accepts, immutable, with Vary. The names are listed once at start; any other name is a 404.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build's compressed copies, by the content coding a client names. */
const COPIES = { br: '.br', gzip: '.gz' } as const;
type Coding = keyof typeof COPIES | 'identity';

/** A file as sent: its bytes and every header but the coding's own. */
type Variant = { body: Buffer; headers: Record<string, string | number>; etag: string };
type Asset = {
  type: string;
  codings: Coding[];
  negotiator: Negotiator;
  /** Answered from memory once read. */
  variants: Map<Coding, Variant>;
  /** Being read: the first requests for a variant wait for one read. */
  reading: Map<Coding, Promise<Variant>>;
};

/** Every file of the folder (not its compressed copies), with the codings the build wrote for it. */
function listAssets(dir: string): Map<string, Asset> {
  const names = new Set(readdirSync(dir));
  const assets = new Map<string, Asset>();
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const codings = (Object.keys(COPIES) as Array<keyof typeof COPIES>).filter((c) => names.has(name + COPIES[c]));
    const all: Coding[] = [...codings, 'identity'];
    assets.set(name, {
      type: mime.getType(name) ?? 'application/octet-stream',
      codings: all,
      negotiator: new Negotiator({ supportedValues: all }),
      variants: new Map(),
      reading: new Map(),
    });
  }
  return assets;
}

async function readVariant(path: string, asset: Asset, coding: Coding): Promise<Variant> {
  const body = await readFile(path);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string | number> = { 'content-type': asset.type, 'cache-control': IMMUTABLE, etag };
  if (asset.codings.length > 1) headers.vary = 'accept-encoding';
  if (coding !== 'identity') headers['content-encoding'] = coding;
  return { body, headers, etag };
}

export function registerBuiltAssets(app: FastifyInstance, dir: string) {
  const assets = listAssets(dir);

  /** The file from memory, or read once for the requests that come while it is read. */
  const variantOf = (asset: Asset, name: string, coding: Coding): Variant | Promise<Variant> => {
    const known = asset.variants.get(coding);
    if (known) return known;
    let reading = asset.reading.get(coding);
    if (!reading) {
      // A read that failed is tried again next time rather than kept.
      reading = readVariant(join(dir, coding === 'identity' ? name : name + COPIES[coding]), asset, coding)
        .then((variant) => {
          asset.variants.set(coding, variant);
          return variant;
        })
        .finally(() => asset.reading.delete(coding));
      asset.reading.set(coding, reading);
    }
    return reading;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, variant: Variant) => {
    reply.headers(variant.headers);
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    return reply.header('content-length', variant.body.length).send(variant.body);
  };
  // Not an async function: a file in memory is answered without waiting for anything.
  const answer = (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const asset = assets.get(name);
    if (!asset) {
      reply.status(404).send({ error: 'Not found' });
      return;
    }
    const accepted = request.headers['accept-encoding'];
    const coding = ((accepted && asset.negotiator.negotiate(accepted)) || 'identity') as Coding;
    const variant = variantOf(asset, name, coding);
    if (variant instanceof Promise) return variant.then((read) => send(request, reply, read));
    send(request, reply, variant);
  };
  // Never compressed here: a client that takes neither copy gets the file as it is.
  app.get('/assets/*', { compress: false }, answer);
}
