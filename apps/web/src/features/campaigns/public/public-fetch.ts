// The popups' REST calls: with the encrypted token, retried once with a fresh token after a 401.
import { clearApiToken, getApiToken } from '@/lib/api-token';

/**
 * REST rather than tRPC:
 * the banner is looked up after hydration and is not server-rendered data, so it stays out of the tRPC cache and
 * batches that the server render fills.
 */
export async function publicFetch(apiKey: string, url: string, init: RequestInit = {}): Promise<Response> {
  const send = async () =>
    fetch(url, { ...init, headers: { 'X-Encrypted-Token': await getApiToken(apiKey), ...init.headers } });
  const response = await send();
  if (response.status !== 401) return response;
  clearApiToken();
  return send();
}
