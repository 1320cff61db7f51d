// Turns Vite's build manifest into the router manifest: the client entry for the root route and each route's split
// chunks. The page's text and styles come first: the scripts are fetched (in parallel, as modulepreloads) only once
// the page has loaded and its first screen is painted, so on a slow phone they do not compete with what it reads.
import { AFTER_FIRST_PAINT } from '@coach/shared';
import type { ServerManifest } from '@tanstack/router-core';

type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';
/** The public pages' one script (docs/decisions/178). */
const PUBLIC_ENTRY = 'src/enhance/main.ts';

/**
 * The address of the public pages' script in this build, and of what it imports at once: the page's loader fetches
 * them together (apps/web/src/lib/public-script.ts). No link preloads them: a browser with script off would still
 * fetch them.
 */
export function publicScriptOf(vite: ViteManifest, base = '/'): { src: string; imports: string[] } {
  const entry = vite[PUBLIC_ENTRY];
  if (!entry) throw new Error(`The web build manifest has no ${PUBLIC_ENTRY}; run the build first.`);
  const imports = [...collectImports(vite, PUBLIC_ENTRY)].filter((key) => key !== PUBLIC_ENTRY);
  return { src: `${base}${entry.file}`, imports: imports.map((key) => `${base}${vite[key]!.file}`) };
}

/** "src/routes/blog.$id.tsx?tsr-split=component" -> "/blog/$id"; "__root.tsx" -> "__root__"; "index.tsx" -> "/". */
function routeIdFromFile(file: string): string | null {
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

/** The page's list of scripts to fetch after the first paint; each matched route adds its chunks to it. */
const PRELOAD_LIST = 'self.__scriptsAfterPaint';
const addToPreloadList = (urls: string[]) =>
  `(${PRELOAD_LIST}=${PRELOAD_LIST}||[]).push(${urls.map((u) => JSON.stringify(u)).join(',')});`;

/**
 * Runs in the page (allowed by its hash): once the page has loaded and its first screen is painted, preload every
 * listed chunk and import the entry, which hydrates the page. Until then the page is complete, readable HTML.
 */
function loadAfterPaint(entry: string, chunks: string[]): string {
  return `${addToPreloadList(chunks)}(${AFTER_FIRST_PAINT})(function(){${PRELOAD_LIST}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});import(${JSON.stringify(entry)})});`;
}

export function buildRouterManifest(vite: ViteManifest, base = '/'): ServerManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build manifest has no ${CLIENT_ENTRY}; run the build first.`);
  const url = (file: string) => `${base}${file}`;
  const entryChunks = collectImports(vite, CLIENT_ENTRY);
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: [],
      scripts: [
        {
          attrs: {},
          children: loadAfterPaint(
            url(entry.file),
            [...entryChunks].map((key) => url(vite[key]!.file)),
          ),
        },
      ],
      css: [...entryChunks].flatMap((key) => vite[key]!.css ?? []).map(url),
    },
  };
  for (const [key, chunk] of Object.entries(vite)) {
    const routeId = routeIdFromFile(chunk.src ?? key);
    if (!routeId || routeId === '__root__' || !key.includes('tsr-split')) continue;
    const files = [...collectImports(vite, key)].filter((k) => !entryChunks.has(k)).map((k) => url(vite[k]!.file));
    const previous = routes[routeId]?.scripts?.[0]?.children ?? '';
    routes[routeId] = { preloads: [], scripts: [{ attrs: {}, children: previous + addToPreloadList(files) }] };
  }
  return { routes };
}
