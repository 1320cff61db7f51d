// The few typed domain errors; REST and tRPC each map them to a status once, at their edge.
export type AppErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'too_large'
  /** A service the site relies on (the off-site storage) failed: the request itself was fine. */
  | 'upstream';

export const HTTP_STATUS_BY_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  upstream: 502,
};

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    /** Flags sent beside the message (`{ "error": "...", "mfa_required": true }`). */
    readonly extra?: Record<string, boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const invalid = (message: string) => new AppError('invalid', message);
export const unauthorized = (message: string, extra?: Record<string, boolean>) =>
  new AppError('unauthorized', message, extra);
export const rateLimited = (message: string) => new AppError('rate_limited', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const forbidden = (message: string) => new AppError('forbidden', message);

/** One readable line for a zod failure, naming the field: "youtube_video_id: Invalid Video ID". */
export function describeValidationIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const first = issues[0];
  if (!first) return 'Invalid input';
  const field = first.path.map(String).join('.');
  return field ? `${field}: ${first.message}` : first.message;
}
