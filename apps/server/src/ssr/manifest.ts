// Turns Vite's build manifest into the router manifest: the client entry for the root route, and
// modulepreload links for each route's split chunks so they download in parallel with the entry.
import type { ServerManifest } from '@tanstack/router-core';

type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** "src/routes/blog.$id.tsx?tsr-split=component" -> "/blog/$id"; "__root.tsx" -> "__root__"; "index.tsx" -> "/". */
export function routeIdFromFile(file: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx?(?:\?.*)?$/.exec(file);
  if (!match?.[1] || match[1].includes('-components/')) return null;
  if (match[1] === '__root') return '__root__';
  const path = match[1].replace(/\./g, '/').replace(/(^|\/)index$/, '$1');
  return `/${path}`;
}

function collectImports(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectImports(manifest, imported, seen);
  return seen;
}

export function buildRouterManifest(vite: ViteManifest, base = '/'): ServerManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build manifest has no ${CLIENT_ENTRY}; run the build first.`);
  const url = (file: string) => `${base}${file}`;
  const entryChunks = collectImports(vite, CLIENT_ENTRY);
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: [...entryChunks].map((key) => url(vite[key]!.file)),
      scripts: [{ attrs: { type: 'module', src: url(entry.file), async: true } }],
      css: [...entryChunks].flatMap((key) => vite[key]!.css ?? []).map(url),
    },
  };
  for (const [key, chunk] of Object.entries(vite)) {
    const routeId = routeIdFromFile(chunk.src ?? key);
    if (!routeId || routeId === '__root__' || !key.includes('tsr-split')) continue;
    const files = [...collectImports(vite, key)].filter((k) => !entryChunks.has(k)).map((k) => url(vite[k]!.file));
    const previous = routes[routeId]?.preloads ?? [];
    routes[routeId] = { preloads: [...new Set([...previous, ...files])] };
  }
  return { routes };
}
