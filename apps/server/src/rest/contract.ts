// The REST contract as data. Each route is registered with its operation: a summary, who may call it, its inputs and
// its answers, all as the shared zod schemas. The OpenAPI document is built from the routes the server registered
// (openapi.ts), so it cannot describe a route the server does not have, nor leave one out unnoticed.
import { idParamSchema, messageAnswerSchema } from '@coach/shared';
import type { z } from 'zod';

/**
 * Who may call a route:
 * - open: anyone, no header;
 * - api-key: the site's public key in `X-API-Key` (the token exchange);
 * - public: a visitor's token in `X-Encrypted-Token`;
 * - admin: an administrator's session in `Authorization: Bearer`.
 */
export type Access = 'open' | 'api-key' | 'public' | 'admin';

/** Failures a route can answer beyond those its inputs and its access imply, each with when it happens. */
export type Failures = Partial<Record<401 | 403 | 404 | 409 | 429 | 502 | 503, string>>;

export type Operation = {
  summary: string;
  /** The group the reference lists it under ("Leads", "Recipes", ...). */
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, parsed with this schema. */
  body?: z.ZodType;
  /** A multipart/form-data body instead (the uploads): its fields, a file or a text each. */
  multipart?: Record<string, 'file' | 'text'>;
  /** The success answer: its status and its body's schema (JSON unless `mediaType` says otherwise), or null for none. */
  answer: { status: 200 | 201 | 202 | 204; schema: z.ZodType | null; description: string; mediaType?: string };
  failures?: Failures;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's place in the REST contract (rest/contract.ts). */
    operation?: Operation;
  }
}

/** Route options that put the route in the contract: `app.get(url, documented(operation), handler)`. */
export function documented<Options extends object>(operation: Operation, options?: Options) {
  return { ...(options as Options), config: { operation } };
}

/** A beacon of the site's pages: open (`navigator.sendBeacon` sends no header), answered 204 whatever happened. */
export function beacon(summary: string, body: z.ZodType) {
  return documented({
    summary,
    tag: 'Analytics',
    access: 'open',
    body,
    answer: { status: 204, schema: null, description: 'Always, whatever happened: the answer tells nothing.' },
  });
}

/** An administrator's delete of one record by its id: answers `{ message }`, or 404 when there is none. */
export function deleteById(tag: string, summary: string, missing: Failures): Operation {
  return {
    summary,
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: messageAnswerSchema, description: 'Deleted.' },
    failures: missing,
  };
}
