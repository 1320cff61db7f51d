// What every REST area shares: parsing with the shared zod schemas, the token guards, and the one error shape
// (docs/api-contract.md).

import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import type { Services } from '@coach/api';
import { authenticateAdmin } from '@coach/api';
import {
  AppError,
  AUTH_MESSAGES,
  describeValidationIssues,
  HTTP_STATUS_BY_KIND,
  invalid,
  unauthorized,
} from '@coach/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    adminId: number | null;
  }
}

/** Parses request data with a shared schema; a failure is a 400 naming the field. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(describeValidationIssues(result.error.issues));
  return result.data;
}

export function publicTokenGuard(services: Services) {
  return async (request: FastifyRequest) => {
    const header = request.headers['x-encrypted-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (await services.tokens.isValidPublicToken(token)) return;
    throw unauthorized(AUTH_MESSAGES.tokenMissing);
  };
}

export function adminGuard(services: Services) {
  return async (request: FastifyRequest) => {
    const adminId = await authenticateAdmin(services.db, services.tokens, request.headers.authorization);
    if (adminId === null) {
      throw unauthorized(request.headers.authorization ? AUTH_MESSAGES.adminInvalid : AUTH_MESSAGES.adminRequired);
    }
    request.adminId = adminId;
  };
}

/** Maps every failure to `{ "error": "..." }`; server faults are logged and never described to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.decorateRequest('adminId', null);

  app.setErrorHandler(async (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    await readRestOfBody(request.raw);
    if (error instanceof AppError) {
      return reply.status(HTTP_STATUS_BY_KIND[error.kind]).send({ error: error.message, ...error.extra });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: describeValidationIssues(error.issues) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}

/** The most of a refused body that is read to its end before the answer; a client sending more is cut off. */
export const REFUSED_BODY_READ_LIMIT = 16 * 1024 * 1024;
/** How long a refused body may take to arrive. */
export const REFUSED_BODY_READ_MS = 10_000;

/**
 * Waits until the client has sent the body a refusal (a 413, a 400) is about to answer, throwing the bytes away. The
 * answer closes the connection, and a client still writing a large body when it closes gets a broken pipe instead of
 * the answer. Beyond the limits, the connection is cut.
 */
async function readRestOfBody(raw: IncomingMessage): Promise<void> {
  // `complete` turns true once the whole message has arrived (at once for a request without a body); a request made
  // inside the process (Fastify's inject) has no socket and no `complete`. Nothing to wait for then.
  // Stryker disable next-line ConditionalExpression: waiting on a finished request ends at once too
  if (raw.complete !== false) return;
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > REFUSED_BODY_READ_LIMIT) raw.destroy();
  });
  // Its end, or the connection cut: beyond the limit above, after the time below, or by the client.
  await finished(raw, { signal: AbortSignal.timeout(REFUSED_BODY_READ_MS) }).catch(() => raw.destroy());
}

/** Fastify's own 4xx messages are safe, but body-parser details are replaced by plain words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
