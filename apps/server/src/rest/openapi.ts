// GET /api/openapi.json: the OpenAPI 3.1 document of the REST contract, built by zod-openapi from the operations the
// routes were registered with (contract.ts). Routes without one are not in it; the contract's test lists them.
import { type Services, siteOrigin } from '@coach/api';
import {
  errorAnswerSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryEventType,
  webhookPayloadSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { APP_VERSION } from '../version';
import { type ReferenceDocument, renderReference } from './api-docs';
import { type Access, documented, type Operation } from './contract';

/** A registered route as the server saw it (server.ts collects them). */
export type RegisteredRoute = { methods: string[]; url: string; operation?: Operation };

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  open: [],
  'api-key': [{ apiKey: [] }],
  public: [{ visitorToken: [] }],
  admin: [{ adminSession: [] }],
};

const UNAUTHORIZED: Record<Exclude<Access, 'open'>, string> = {
  'api-key': 'A missing or wrong API key.',
  public: 'No visitor token, or an invalid or expired one.',
  admin: 'No session, or an invalid or expired one.',
};

/** Methods whose body the server reads, whatever the route does with it. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorAnswerSchema } },
});

/** Every status the route can answer: its success, what its inputs, access and method imply, and its own failures. */
function responsesOf(method: string, operation: Operation): ZodOpenApiResponsesObject {
  const { answer } = operation;
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [answer.status]: answer.schema
      ? {
          description: answer.description,
          content: { [answer.mediaType ?? 'application/json']: { schema: answer.schema } },
        }
      : { description: answer.description },
    '400': failure('Input refused (`field: message`), a body that is not valid JSON, or a URL that cannot be read.'),
  };
  if (operation.access !== 'open') responses['401'] = failure(UNAUTHORIZED[operation.access]);
  for (const [status, when] of Object.entries(operation.failures ?? {})) responses[status] = failure(when);
  if (operation.multipart) {
    responses['413'] = failure('A file over 5 MB (`File size should be less than 5MB`).');
    responses['415'] = failure('A body that is not multipart/form-data (`Unsupported content type`).');
  } else if (WITH_BODY.has(method)) {
    responses['413'] = failure('A body over 1 MB (`Request body is too large`).');
    responses['415'] = failure('A body of another content type than JSON (`Unsupported content type`).');
  }
  responses['500'] = failure('A fault: logged, and never described (`Internal server error`).');
  return responses as ZodOpenApiResponsesObject;
}

/** A multipart body's fields as a schema: files as binary strings. */
const multipartSchema = (fields: Record<string, 'file' | 'text'>) =>
  z.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, kind]) => [
        name,
        (kind === 'file' ? z.string().meta({ format: 'binary' }) : z.string()).optional(),
      ]),
    ),
  );

function operationObject(method: string, operation: Operation): ZodOpenApiOperationObject {
  const { params, query, body, multipart } = operation;
  return {
    summary: operation.summary,
    tags: [operation.tag],
    security: SECURITY[operation.access],
    ...(params || query ? { requestParams: { ...(params && { path: params }), ...(query && { query }) } } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    ...(multipart
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: multipartSchema(multipart) } } } }
      : {}),
    responses: responsesOf(method, operation),
  };
}

/** The document for the given routes; its server is added per request. */
async function openApiDocument(routes: RegisteredRoute[], title: string): Promise<ReferenceDocument> {
  // Loaded on the first request for the document, not at start.
  const { createDocument } = await import('zod-openapi');
  const paths: ZodOpenApiPathsObject = {};
  for (const { methods, url, operation } of routes) {
    if (!operation) continue;
    const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
    for (const method of methods) {
      if (method === 'HEAD') continue;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operationObject(method, operation) };
    }
  }
  const document = createDocument({
    webhooks: webhookEvents(),
    openapi: '3.1.0',
    info: {
      title: `${title} REST API`,
      version: APP_VERSION,
      description:
        'Leads, bookings and content of the site. Every failure answers `{ "error": "..." }`. ' +
        'Public routes take a visitor token from `POST /api/auth/token`; admin routes take the session from ' +
        '`POST /api/admin/login`.',
    },
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The public key every page carries.' },
        visitorToken: { type: 'apiKey', in: 'header', name: 'X-Encrypted-Token' },
        adminSession: { type: 'http', scheme: 'bearer' },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            'Sent by the site with each webhook event: the HMAC-SHA256 signature of the event with the endpoint’s ' +
            'secret (`whsec_...`, shown once when the endpoint is added). Check it before trusting the event.',
        },
      },
    },
  });
  // The same object, as far as the reference page reads it.
  return document as unknown as ReferenceDocument;
}

const SIGNING =
  'Each event is a `POST` of its JSON payload to every active endpoint that subscribed to it, signed as Standard ' +
  'Webhooks specify: `webhook-id` (the same on every retry: drop duplicates by it), `webhook-timestamp` (Unix ' +
  'seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the secret ' +
  'after `whsec_`). A 2xx answer is delivered; 410 disables the endpoint; any other answer, a redirect or none ' +
  'within 10 s is tried again after 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for about three days.';

/** The events the site sends (OpenAPI 3.1 `webhooks`): each one's payload, headers and the answers it expects. */
function webhookEvents(): Record<string, { post: ZodOpenApiOperationObject }> {
  const events: WebhookDeliveryEventType[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];
  return Object.fromEntries(
    events.map((type) => [
      type,
      {
        post: {
          summary:
            type === WEBHOOK_TEST_EVENT
              ? 'Sent by "Send test event" on the Integrations page'
              : WEBHOOK_EVENT_LABELS[type],
          description: SIGNING,
          tags: ['Webhook events'],
          // What the receiving endpoint checks: the signature made with its secret (OpenAPI has no scheme for a
          // signature, so it is named as the header it comes in).
          security: [{ webhookSignature: [] }],
          requestParams: {
            header: z.object({
              'webhook-id': z.string().meta({ description: 'The message id, the same on every attempt.' }),
              'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt.' }),
              'webhook-signature': z.string().meta({ description: 'Space-separated `v1,<base64>` signatures.' }),
            }),
          },
          requestBody: { content: { 'application/json': { schema: webhookPayloadSchema(type) } } },
          responses: {
            '200': { description: 'Any 2xx: delivered.' },
            '410': { description: 'Gone: the endpoint is disabled and the owner told.' },
            default: { description: 'Tried again later, with the same `webhook-id`.' },
          },
        },
      },
    ]),
  );
}

const documentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

export const openApiRoutes: FastifyPluginAsync<Services & { routes: RegisteredRoute[] }> = async (app, services) => {
  // The routes are all registered before the first request: the document is built once per business name, and each
  // answer names the address it was asked at (built anew per address, any Host header could make the server rebuild).
  let built: { name: string; document: Promise<ReferenceDocument> } | null = null;
  const documentFor = async (request: FastifyRequest): Promise<ReferenceDocument> => {
    const { business_name } = await services.settings.get();
    if (built?.name !== business_name) {
      const document = openApiDocument(services.routes, business_name);
      built = { name: business_name, document };
      // A build that failed is tried again next time.
      document.catch(() => {
        if (built?.document === document) built = null;
      });
    }
    return { ...(await built.document), servers: [{ url: siteOrigin(request, services.publicUrl) }] };
  };

  app.get(
    '/api/openapi.json',
    documented({
      summary: 'This document',
      tag: 'Reference',
      access: 'open',
      answer: { status: 200, schema: documentSchema, description: 'The OpenAPI 3.1 document of the REST contract.' },
    }),
    documentFor,
  );

  app.get(
    '/api/docs',
    documented({
      summary: 'This reference, as a page to read',
      tag: 'Reference',
      access: 'open',
      answer: { status: 200, schema: z.string(), mediaType: 'text/html', description: 'The reference page.' },
    }),
    async (request, reply) => reply.type('text/html; charset=utf-8').send(renderReference(await documentFor(request))),
  );
};
