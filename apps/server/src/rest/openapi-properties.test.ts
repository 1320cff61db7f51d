// Requests made from the OpenAPI document, for every documented operation: inputs generated from its schemas
// (json-schema-faker, seeded by fast-check), sent to the real server with the caller its security names, then broken
// on purpose (no credentials, a body of the wrong type, a required field left out). Whatever the input, the answer
// must be one the document names for that operation, with a body that fits the schema of its status, and never a 500.
import { Validator } from '@seriousme/openapi-schema-validator';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import {
  expectAnswerDocumented,
  loadDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from './contract-test-support';

/** Generated inputs per operation and kind of request. */
const RUNS = 20;
/** Numbers the requests' addresses. */
let counter = 1;

type JsonSchema = Record<string, unknown>;
type Request = { url: string; headers: Record<string, string>; payload?: unknown };

const t = await createTestServer();
afterAll(() => t.stop());
const document = await loadDocument(t.app);
// Schemas with their references resolved, to generate from.
const validator = new Validator();
await validator.validate(structuredClone(document));
const resolved = validator.resolveRefs() as unknown as OpenApiDocument;

const operations = Object.entries(resolved.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

/** A value for `schema`, the same for the same seed. */
const generated = (schema: unknown, seed: number): unknown =>
  generateSync(schema as JsonSchema, { seed, alwaysFakeOptionals: false, optionalsProbability: 0.5 });

/** What a query string or a path segment carries for a generated value. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The credentials the operation's security names, fresh for each operation (a sign-out ends its own session). */
async function credentialsFor(operation: OpenApiOperation): Promise<Record<string, string>> {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const headers: Record<string, string> = {};
  if (schemes.includes('apiKey')) headers['x-api-key'] = t.config.publicApiKey;
  if (schemes.includes('visitorToken')) headers['x-encrypted-token'] = await t.publicToken();
  if (schemes.includes('adminSession')) headers.authorization = `Bearer ${await t.adminToken()}`;
  return headers;
}

/** A request for the operation: its path and query parameters and its JSON body, generated from `seed`. */
function requestFor(path: string, operation: OpenApiOperation, seed: number, headers: Record<string, string>) {
  let url = path;
  const query = new URLSearchParams();
  for (const [index, parameter] of (operation.parameters ?? []).entries()) {
    const value = generated(parameter.schema, seed + index);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    else if (parameter.in === 'query' && value !== undefined && (parameter.required || seed % 2 === 0)) {
      query.set(parameter.name, asText(value));
    }
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const request: Request = { url: query.size ? `${url}?${query}` : url, headers: { ...headers } };
  if (bodySchema) request.payload = generated(bodySchema, seed);
  return { request, bodySchema: bodySchema as JsonSchema | undefined };
}

describe.each(operations)('$method $path', ({ method, path, operation }) => {
  const send = async (request: Request) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: request.url,
      headers: request.headers,
      // Each request from another address, as from many visitors: the limits per address (sign-in attempts, likes,
      // banner events) would otherwise turn every later answer into a 429 or, for the administrator, a 401.
      remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`,
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    expect(res.statusCode, `${method} ${request.url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expectAnswerDocumented(document, method, path, res);
    return res;
  };

  it('answers inputs generated from its schemas as documented', async () => {
    const headers = await credentialsFor(operation);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        await send(requestFor(path, operation, seed, headers).request);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers broken requests as documented: no credentials, a body of the wrong type, a required field missing', async () => {
    const headers = await credentialsFor(operation);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const { request, bodySchema } = requestFor(path, operation, seed, headers);
        if (Object.keys(headers).length) {
          const anonymous = await send({ ...request, headers: {} });
          expect(anonymous.statusCode).toBe(401);
        }
        if (!bodySchema) return;
        // JSON, but not an object: a list or a string.
        const json = { ...request.headers, 'content-type': 'application/json' };
        const wrongType = await send({
          ...request,
          headers: json,
          payload: JSON.stringify(seed % 2 ? [seed] : `${seed}`),
        });
        expect(wrongType.statusCode).toBe(400);
        const required = (bodySchema.required as string[] | undefined) ?? [];
        const body = request.payload as Record<string, unknown>;
        if (required.length && body && typeof body === 'object') {
          const { [required[seed % required.length] as string]: _left, ...rest } = body;
          expect((await send({ ...request, payload: rest })).statusCode).toBe(400);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
