// The JavaScript a public page makes a phone download before any input: every script Chromium requests from the
// navigation until the load event and two seconds after, at a phone's size (375 x 812) and with no input at all, each
// fetched again with `accept-encoding: gzip` and summed (Chromium gets brotli on loopback, so its own transfer sizes
// would be brotli's). And whether any of those chunks holds admin code, the post editor or the image uploader, by the
// build's list of the modules in each chunk (apps/web/dist/client/.vite/chunk-modules.json). Used by
// bench/lighthouse.mjs and bench/bundle.mjs.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN_CODE } from '../.dependency-cruiser.mjs';

export const PHONE_VIEWPORT = { width: 375, height: 812 };
export const AFTER_LOAD_MS = 2000;
export const BEFORE_INPUT_TARGET_KB = 20;

/**
 * What a visitor must never download, by module path: dependency-cruiser's admin code (each area's admin folder, the
 * admin toolkit, the post editor, the image uploader), the portal's route files, and the editor's libraries.
 */
const FORBIDDEN = [
  ['editor', /^apps\/web\/src\/.*post-editor\/|node_modules\/.*\/(@tiptap|prosemirror-[a-z-]+)\//],
  ['uploader', /^apps\/web\/src\/.*image-uploader[.]tsx$/],
  ['admin', new RegExp([...ADMIN_CODE, '^apps/web/src/routes/admin([.]tsx$|/)'].join('|'))],
];
/** 'admin', 'editor' or 'uploader' for a module a visitor must not download; undefined for any other. */
const forbiddenKind = (module) => FORBIDDEN.find(([, pattern]) => pattern.test(module))?.[0];

/** The built chunks' modules: chunk file (`assets/x.js`) -> source modules (`apps/web/src/...`). */
export function readChunkModules(root) {
  return JSON.parse(readFileSync(join(root, 'apps/web/dist/client/.vite/chunk-modules.json'), 'utf8'));
}

/** What the server sends for a URL to a client that accepts gzip only: body bytes, status and content-encoding. */
const servedAsGzip = new Map();
function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, async (res) => {
      let bytes = 0;
      for await (const chunk of res) bytes += chunk.length;
      resolve({ bytes, status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity' });
    }).on('error', reject);
  });
}
export const gzipSize = (url) => servedAsGzip.get(url) ?? servedAsGzip.set(url, fetchGzip(url)).get(url);

/** Script elements of a page's HTML that carry code (not JSON data): their text gzipped alone, in bytes. */
function inlineScriptBytes(html) {
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, text]) => text.trim() && !/\btype=["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , text]) => text)
    .join('\n');
  return code ? gzipSync(code).length : 0;
}

/**
 * Loads `url` in a fresh context of `browser` (Playwright) at a phone's size and touches nothing until load + 2 s;
 * resolves with the scripts' gzip total (KB), the number of files, the inline code's gzip size, and every loaded
 * chunk holding a forbidden module.
 */
export async function javascriptBeforeInput(browser, url, chunkModules) {
  const { origin } = new URL(url);
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const scripts = new Set();
  let html = '';
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    html = (await response?.text()) ?? '';
    await page.waitForTimeout(AFTER_LOAD_MS);
  } finally {
    await context.close();
  }
  const own = [...scripts].filter((script) => script.startsWith(`${origin}/`));
  const sizes = await Promise.all(own.map(gzipSize));
  const forbidden = own.flatMap((script) => {
    const file = new URL(script).pathname.slice(1);
    const modules = (chunkModules[file] ?? []).filter(forbiddenKind);
    return modules.length ? [{ file, kinds: [...new Set(modules.map(forbiddenKind))], modules }] : [];
  });
  return {
    kb: sizes.reduce((sum, s) => sum + (s.status === 200 ? s.bytes : 0), 0) / 1024,
    files: own.length,
    inlineKb: inlineScriptBytes(html) / 1024,
    forbidden,
    // The server sends small files as they are (gzip would not make them smaller); a larger one is worth a look.
    notGzip: sizes.filter((s) => s.status === 200 && s.encoding !== 'gzip' && s.bytes > 1024).length,
    // A build written during the run replaces the hashed files the page asked for.
    gone: sizes.filter((s) => s.status !== 200).length,
    otherHosts: scripts.size - own.length,
  };
}

/** The forbidden modules of one measurement, shortened: `1 chunk(s): admin (24 modules, e.g. routes/admin.tsx, ...)`. */
export function describeForbidden(forbidden) {
  if (!forbidden.length) return 'none';
  const byKind = new Map();
  for (const { kinds, modules } of forbidden) {
    for (const kind of kinds)
      byKind.set(kind, [...(byKind.get(kind) ?? []), ...modules.filter((m) => forbiddenKind(m) === kind)]);
  }
  const shortName = (module) => module.replace(/^apps\/web\/src\//, '').replace(/^.*node_modules\//, '');
  const kinds = [...byKind].map(([kind, modules]) => {
    const names = [...new Set(modules)].map(shortName);
    return `${kind} (${names.length} modules, e.g. ${names.slice(0, 2).join(', ')})`;
  });
  return `${forbidden.length} chunk(s): ${kinds.join('; ')}`;
}
