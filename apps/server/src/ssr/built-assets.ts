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

type Variant = { body: Buffer; etag: string };
type Asset = { type: string; codings: Coding[]; negotiator: Negotiator; variants: Map<Coding, Promise<Variant>> };

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
    });
  }
  return assets;
}

async function readVariant(path: string): Promise<Variant> {
  const body = await readFile(path);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export function registerBuiltAssets(app: FastifyInstance, dir: string) {
  const assets = listAssets(dir);

  const answer = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const asset = assets.get(name);
    if (!asset) return reply.status(404).send({ error: 'Not found' });
    const accepted = request.headers['accept-encoding'];
    const coding = ((accepted && asset.negotiator.negotiate(accepted)) || 'identity') as Coding;
    let variant = asset.variants.get(coding);
    if (!variant) {
      variant = readVariant(join(dir, coding === 'identity' ? name : name + COPIES[coding]));
      asset.variants.set(coding, variant);
      // A read that failed is tried again next time rather than kept.
      variant.catch(() => asset.variants.delete(coding));
    }
    const { body, etag } = await variant;
    reply.header('content-type', asset.type).header('cache-control', IMMUTABLE).header('etag', etag);
    if (asset.codings.length > 1) reply.header('vary', 'accept-encoding');
    if (coding !== 'identity') reply.header('content-encoding', coding);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-length', body.length).send(body);
  };
  // Never compressed here: a client that takes neither copy gets the file as it is.
  app.get('/assets/*', { compress: false }, answer);
}
