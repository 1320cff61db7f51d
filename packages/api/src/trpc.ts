// tRPC setup: the request context, error mapping, and the public and admin procedure kinds.
import type { DB } from '@coach/db';
import { AppError, type AppErrorKind, AUTH_MESSAGES, describeValidationIssues } from '@coach/shared';
import { initTRPC, type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { bearerToken, type TokenService } from './services/tokens';

export type Services = { db: DB; tokens: TokenService };

export type Context = Services & {
  /** True when the caller presented a valid encrypted token, is an administrator, or is the server renderer itself. */
  publicAccess: boolean;
  adminId: number | null;
};

/** Builds the context of an HTTP request from its headers. */
export async function createRequestContext(
  services: Services,
  headers: { 'x-encrypted-token'?: string | string[]; authorization?: string },
): Promise<Context> {
  const token = headers['x-encrypted-token'];
  const [tokenValid, adminId] = await Promise.all([
    services.tokens.isValidPublicToken(Array.isArray(token) ? token[0] : token),
    services.tokens.adminIdFromToken(bearerToken(headers.authorization)),
  ]);
  return { ...services, publicAccess: tokenValid || adminId !== null, adminId };
}

/** The context of the in-process server renderer: trusted for public data, never an administrator. */
export function createServerRenderContext(services: Services): Context {
  return { ...services, publicAccess: true, adminId: null };
}

const CODE_BY_KIND: Record<AppErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_large: 'PAYLOAD_TOO_LARGE',
  rate_limited: 'TOO_MANY_REQUESTS',
};

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    let message = error.message;
    if (error.cause instanceof ZodError) message = describeValidationIssues(error.cause.issues);
    else if (error.code === 'INTERNAL_SERVER_ERROR') message = 'Internal server error';
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus } };
  },
});

/** Domain errors thrown by services become tRPC errors with the matching code and the same message. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODE_BY_KIND[cause.kind], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to anyone: only the sign-in itself. */
export const openProcedure = t.procedure.use(mapDomainErrors);

/** Public site data: needs the encrypted token (or the server renderer). */
export const publicProcedure = openProcedure.use(({ ctx, next }) => {
  if (!ctx.publicAccess) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.tokenMissing });
  return next();
});

/** Administrator only: needs a valid bearer token. */
export const adminProcedure = openProcedure.use(({ ctx, next }) => {
  if (ctx.adminId === null) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.adminRequired });
  return next({ ctx: { ...ctx, adminId: ctx.adminId } });
});
