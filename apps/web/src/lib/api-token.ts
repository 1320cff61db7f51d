// The public site's encrypted token: fetched with the application key and cached for the spec's 240 s.
import { AUTH_MESSAGES, TOKEN_CACHE_MS } from '@coach/shared';

let cached: { token: string; expiresAt: number } | null = null;
let pending: Promise<string> | null = null;

async function fetchToken(apiKey: string): Promise<string> {
  try {
    const response = await fetch('/api/auth/token', { method: 'POST', headers: { 'X-API-Key': apiKey } });
    if (!response.ok) throw new Error(AUTH_MESSAGES.tokenFailed);
    const body = (await response.json()) as { encrypted_token?: string };
    if (!body.encrypted_token) throw new Error(AUTH_MESSAGES.tokenFailed);
    cached = { token: body.encrypted_token, expiresAt: Date.now() + TOKEN_CACHE_MS };
    return body.encrypted_token;
  } catch {
    throw new Error(AUTH_MESSAGES.tokenFailed);
  }
}

/** A valid token, reusing the cached one and sharing one request between concurrent callers. */
export function getApiToken(apiKey: string): Promise<string> {
  if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.token);
  pending ??= fetchToken(apiKey).finally(() => {
    pending = null;
  });
  return pending;
}

/** Forget the token after a 401 so the next call fetches a fresh one. */
export function clearApiToken() {
  cached = null;
}
