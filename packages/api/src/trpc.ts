// tRPC setup: the request context, error mapping, and the public and admin procedure kinds.
import type { DB } from '@coach/db';
import { AppError, type AppErrorKind, AUTH_MESSAGES, describeValidationIssues, type HttpsStatus } from '@coach/shared';
import { initTRPC, type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { authenticateAdmin } from './services/admin-auth';
import type { AskAgainThrottle } from './services/ask-again';
import { auditWrite } from './services/audit';
import type { OffsiteService } from './services/backup/offsite-service';
import type { BackupService } from './services/backup/service';
import type { BusinessSettingsStore } from './services/business-settings';
import type { MailSettings } from './services/lead-emails';
import type { LoginThrottle } from './services/login-throttle';
import type { RateLimit } from './services/rate-limit';
import { type AddressedRequest, siteOrigin } from './services/site-origin';
import type { TokenService } from './services/tokens';
import type { VisitCounter } from './services/visits';
import type { WebhookSettings } from './services/webhooks';

export type Services = {
  db: DB;
  tokens: TokenService;
  mail: MailSettings;
  limits: {
    leads: RateLimit;
    likes: RateLimit;
    bannerEvents: RateLimit;
    visits: RateLimit;
    login: LoginThrottle;
    /** The password (and code) asked again while signed in: services/ask-again.ts. */
    askAgain: AskAgainThrottle;
  };
  settings: BusinessSettingsStore;
  /** The backups in BACKUP_DIR (Settings > Backups). */
  backups: BackupService;
  /** Off-site copies of the backups (Settings > Backups > Off-site copies). */
  offsite: OffsiteService;
  /**
   * Set by `serve`: once the answer has gone, the server stops, restores the checked backup `file` (a copy of `copy`)
   * with the command line's code and starts again. Absent where nothing can restart the server (tests, development).
   */
  requestRestore?: (file: string, copy: string) => void;
  /** HTTPS obtained by the program (DOMAIN set): the certificate's state for Settings. Absent: HTTPS is not its job. */
  https?: { status(): HttpsStatus };
  /** PUBLIC_URL: the site's address for links in e-mails; without it, the address a request was sent to. */
  publicUrl: string | null;
  /** Where uploaded and generated images are stored (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where e-mails are written as .eml files without SMTP_URL (DATA_DIR/outbox): an erase removes a person's. */
  outboxDir: string;
  /** Counts public page views into the daily visit totals (the server's; absent where nothing is counted). */
  visits?: VisitCounter;
  /** Outgoing webhooks: the operator's allowed addresses and the dispatcher's wake-up (absent: none allowed). */
  webhooks?: WebhookSettings;
  /** Called after a lead is committed (the server wakes its e-mail sender). */
  onLeadStored?: () => void;
  /**
   * Called after an administrator's write to a content area ("recipe", "blog", "settings", ...) succeeds and before
   * its answer is sent: the server drops the cached pages that show that area.
   */
  onContentChanged?: (area: string) => void;
  /** Where faults are reported; their text never reaches the caller. */
  log?: { error(details: object, message: string): void; warn?(details: object, message: string): void };
};

export type Context = Services & {
  /** The client's address, for per-IP limits. */
  ip: string;
  /** The site's address as this request reached it (PUBLIC_URL when set): links in the e-mails it sends. */
  origin: string;
  /** True when the caller presented a valid encrypted token, is an administrator, or is the server renderer itself. */
  publicAccess: boolean;
  adminId: number | null;
  /** Set by the server renderer: the areas (router names) a page's render read, so its cached copy can be dropped. */
  readAreas?: Set<string>;
};

/** Builds the context of an HTTP request from its headers. */
export async function createRequestContext(
  services: Services,
  request: AddressedRequest & {
    ip: string;
    headers: { 'x-encrypted-token'?: string | string[]; authorization?: string };
  },
): Promise<Context> {
  const { headers } = request;
  const token = headers['x-encrypted-token'];
  const [tokenValid, adminId] = await Promise.all([
    services.tokens.isValidPublicToken(Array.isArray(token) ? token[0] : token),
    authenticateAdmin(services.db, services.tokens, headers.authorization),
  ]);
  return {
    ...services,
    ip: request.ip,
    origin: siteOrigin(request, services.publicUrl),
    publicAccess: tokenValid || adminId !== null,
    adminId,
  };
}

/** The context of the in-process server renderer: trusted for public data, never an administrator. */
export function createServerRenderContext(services: Services): Context {
  return {
    ...services,
    ip: 'server-render',
    origin: services.publicUrl ?? 'http://localhost',
    publicAccess: true,
    adminId: null,
  };
}

const CODE_BY_KIND: Record<AppErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_large: 'PAYLOAD_TOO_LARGE',
  rate_limited: 'TOO_MANY_REQUESTS',
  upstream: 'BAD_GATEWAY',
};

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const unreadable = error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError;
    const message =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Internal server error'
        : unreadable
          ? 'Request body is not valid JSON'
          : error.message;
    const extra = error.cause instanceof AppError ? error.cause.extra : undefined;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, ...extra } };
  },
});

function validationIssues(cause: unknown) {
  if (cause instanceof ZodError) return cause.issues;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ZodError['issues']) : null;
}

/**
 * Gives every failure the message REST would give: input errors name the field, domain errors keep their text
 * and get the matching code. Runs before input parsing so it sees those failures too.
 */
const mapErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (error.cause instanceof AppError) {
    throw new TRPCError({ code: CODE_BY_KIND[error.cause.kind], message: error.cause.message, cause: error.cause });
  }
  const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : null;
  if (issues) throw new TRPCError({ code: 'BAD_REQUEST', message: describeValidationIssues(issues), cause: error });
  // Faults never carry their text (SQL, paths) to any caller, in-process renderers included; the cause keeps it for logs.
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    ctx.log?.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error',
      cause: error.cause ?? error,
    });
  }
  return result;
});

/** Areas whose procedures write their own audit entries. */
const SELF_AUDITED_AREAS = new Set(['security', 'privacy', 'page', 'demo']);

/** "recipe.update" -> "recipe": a router's name is the content area its procedures read and write. */
const areaOf = (path: string) => path.split('.')[0] ?? path;

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to anyone: only the sign-in itself. */
export const openProcedure = t.procedure.use(mapErrors);

/** Public site data: needs the encrypted token (or the server renderer). */
export const publicProcedure = openProcedure.use(({ ctx, path, next }) => {
  if (!ctx.publicAccess) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.tokenMissing });
  ctx.readAreas?.add(areaOf(path));
  return next();
});

/** Administrator only: needs a valid bearer token. */
export const adminProcedure = openProcedure.use(async ({ ctx, type, path, next, getRawInput }) => {
  if (ctx.adminId === null) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.adminRequired });
  const result = await next({ ctx: { ...ctx, adminId: ctx.adminId } });
  // One place for every administrator's write through tRPC: the pages showing that area are dropped before it answers,
  // and the audit log records it (the security and privacy areas write their own entries, with their own names).
  if (result.ok && type === 'mutation') {
    ctx.onContentChanged?.(areaOf(path));
    if (!SELF_AUDITED_AREAS.has(areaOf(path)))
      await auditWrite(ctx, { adminId: ctx.adminId, ip: ctx.ip }, path, await getRawInput());
  }
  return result;
});
