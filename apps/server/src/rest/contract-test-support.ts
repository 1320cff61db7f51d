// For tests of the REST contract: the server's OpenAPI document, and a check that an answer is one it documents.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Answer = { description: string; content?: Record<string, { schema: unknown }> };
export type OpenApiOperation = {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, Answer>;
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, { post: OpenApiOperation }>;
  components?: { schemas?: Record<string, unknown> };
};

/** Ajv instances hold the document they were given, one per document. */
const validators = new WeakMap<OpenApiDocument, Ajv2020>();

/** GET /api/openapi.json of a test server. */
export async function loadDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
}

/** A JSON pointer into the document. */
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The validator of the schema at `#/<path>` of the document (JSON Schema 2020-12, an independent implementation). */
function schemaValidator(document: OpenApiDocument, ...path: string[]) {
  let ajv = validators.get(document);
  if (!ajv) {
    // Not strict: the document holds OpenAPI's own keywords beside the schemas.
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    validators.set(document, ajv);
  }
  const ref = `openapi.json#/${pointer(...path)}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  return { validate, errors: () => ajv.errorsText(validate.errors) };
}

/**
 * Checks an answer against the document: the operation exists, names the answer's status, and the body fits the
 * schema documented for that status (or is empty when none is).
 * `path` is the document's form: `/api/recipes/{id}`.
 */
export function expectAnswerDocumented(
  document: OpenApiDocument,
  method: string,
  path: string,
  res: LightMyRequestResponse,
) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const status = String(res.statusCode);
  const answer = operation?.responses[status];
  expect(answer, `${method} ${path} documents ${status} (${res.body.slice(0, 200)})`).toBeDefined();
  if (!answer?.content) {
    expect(res.body).toBe('');
    return;
  }
  // The answer's media type must be one documented for its status; JSON is parsed before it is checked.
  const mediaType =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  expect(Object.keys(answer.content), `${method} ${path} ${status}`).toContain(mediaType);
  const { validate, errors } = schemaValidator(
    document,
    ...['paths', path, method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema'],
  );
  const body = mediaType === 'application/json' ? res.json() : res.body;
  expect(validate(body), `${method} ${path} ${status}: ${errors()}`).toBe(true);
}

/** Checks a delivery's body (already verified) against the payload the document gives for its event type. */
export function expectEventDocumented(document: OpenApiDocument, payload: { type: string }) {
  expect(document.webhooks?.[payload.type], `the event ${payload.type} is documented`).toBeDefined();
  const { validate, errors } = schemaValidator(
    document,
    ...['webhooks', payload.type, 'post', 'requestBody', 'content', 'application/json', 'schema'],
  );
  expect(validate(payload), `${payload.type}: ${errors()}`).toBe(true);
}
