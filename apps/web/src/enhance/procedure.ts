// One public tRPC call without the tRPC client (a page's script sends a few: a post's view and likes): the same
// procedure and answer, with the site's encrypted token as the client sends it.
import { clearApiToken, getApiToken } from '@/lib/api-token';
import { readPublicConfig } from '@/lib/public-config';

export async function callProcedure<Answer>(procedure: string, input: unknown): Promise<Answer> {
  const { apiKey } = readPublicConfig();
  const send = async () =>
    fetch(`/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-encrypted-token': await getApiToken(apiKey) },
      body: JSON.stringify(input),
    });
  let response = await send();
  if (response.status === 401) {
    // An expired token: a fresh one, and once more.
    clearApiToken();
    response = await send();
  }
  const body = (await response.json()) as { result?: { data: Answer }; error?: { message?: string } };
  if (!response.ok || !body.result) throw new Error(body.error?.message ?? `HTTP ${response.status}`);
  return body.result.data;
}
