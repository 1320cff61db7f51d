// The browser's options proxy must key the cache exactly as @trpc/tanstack-react-query does: the server renders a
// page with the library's proxy, and the hydrated page finds that data only under the same keys.
import { type AppRouter, appRouter } from '@coach/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { createBrowserTrpc, trpcPathKey } from './trpc';

// Nothing is called: only keys are made. The address is never reached.
const library = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/trpc' })] }),
  queryClient: new QueryClient(),
}) as unknown as Record<string, unknown>;
const browser = createBrowserTrpc({ apiKey: 'unused' } as Parameters<typeof createBrowserTrpc>[0]) as unknown as Record<
  string,
  unknown
>;

type Calls = {
  queryKey(input?: unknown): unknown;
  queryOptions(input?: unknown, opts?: unknown): { queryKey: unknown; trpc: unknown; staleTime?: unknown };
  pathKey(): unknown;
  mutationOptions(opts?: unknown): { mutationKey: unknown; trpc: unknown; retry?: unknown };
};
const at = (proxy: Record<string, unknown>, path: string) =>
  path.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], proxy as unknown) as Calls;

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
const queries = procedures.filter(([, procedure]) => procedure._def.type === 'query').map(([path]) => path);
const mutations = procedures.filter(([, procedure]) => procedure._def.type === 'mutation').map(([path]) => path);
const INPUTS = [undefined, {}, { id: 3 }, { page: 2, search: 'millet', filters: ['a', 'b'] }, 'token', 0, null];

describe('the browser proxy keys the cache as the library does', () => {
  it('covers the router: queries and mutations at one and two levels', () => {
    expect(queries.length).toBeGreaterThan(20);
    expect(mutations.length).toBeGreaterThan(20);
    expect(queries.some((path) => path.split('.').length === 2)).toBe(true);
  });

  it.each(queries)('query %s: queryKey, queryOptions and pathKey, with any input', (path) => {
    const mine = at(browser, path);
    const theirs = at(library, path);
    for (const input of INPUTS) {
      expect(mine.queryKey(input)).toEqual(theirs.queryKey(input));
      const options = { staleTime: 5, trpc: { abortOnUnmount: true } };
      const made = mine.queryOptions(input, options);
      const expected = theirs.queryOptions(input, options);
      expect(made.queryKey).toEqual(expected.queryKey);
      expect(made.trpc).toEqual(expected.trpc);
      expect(made.staleTime).toBe(5);
    }
    expect(mine.pathKey()).toEqual(theirs.pathKey());
  });

  it.each(mutations)('mutation %s: mutationKey and the caller options kept', (path) => {
    const made = at(browser, path).mutationOptions({ retry: 3 });
    const expected = at(library, path).mutationOptions({ retry: 3 });
    expect(made.mutationKey).toEqual(expected.mutationKey);
    expect(made.trpc).toEqual(expected.trpc);
    expect(made.retry).toBe(3);
  });

  it('a router level (a namespace) has the same path key', () => {
    for (const namespace of new Set(queries.map((path) => path.split('.')[0]!))) {
      expect(at(browser, namespace).pathKey()).toEqual(at(library, namespace).pathKey());
    }
  });

  it('the proxy is never a thenable, so awaiting it gives the proxy', async () => {
    expect(browser.then).toBeUndefined();
    expect(await Promise.resolve(browser)).toBe(browser);
  });

  it('a bare path key is empty, as the library makes it', () => {
    expect(trpcPathKey([])).toEqual([]);
  });
});
