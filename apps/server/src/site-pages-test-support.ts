// The page procedures as the portal calls them (tRPC as JSON over HTTP, no transformer), for the Pages tests.
import type { createTestServer } from './test-support';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export type PageAnswer = { status: number; data: any; error: string | undefined };

const QUERIES = new Set(['page.get', 'page.editor', 'page.revisions']);

/** A caller of the page procedures with the given headers by default (an administrator's, usually). */
export function pageCaller(t: TestServer, defaults: Record<string, string>) {
  return async (path: string, input: object, headers: Record<string, string> = defaults): Promise<PageAnswer> => {
    const res = QUERIES.has(path)
      ? await t.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers,
        })
      : await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: input,
        });
    const body = res.json();
    return { status: res.statusCode, data: body.result?.data, error: body.error?.message };
  };
}
