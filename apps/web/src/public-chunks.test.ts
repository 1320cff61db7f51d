// What a public page's JavaScript may hold, read from the build (`npm test` builds first): its first load is one small
// script with no React, router, Query or tRPC (docs/decisions/178); an island brings React and its own code, never the
// router or Query; neither ever holds admin code (an admin folder, the admin toolkit, the post editor, the image
// uploader or the page editor's schemas: every shared `*-page.ts`, `site-pages.ts`). And the server render, which never
// draws the portal, holds none of its pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_SCHEMA_NAMES } from './schema-modules';

const CLIENT = join(__dirname, '../dist/client');
const SERVER = join(__dirname, '../dist/server');
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunkModules = JSON.parse(readFileSync(join(CLIENT, '.vite/chunk-modules.json'), 'utf8')) as Record<
  string,
  string[]
>;

const ADMIN_CODE = new RegExp(
  'apps/web/src/(features/[^/]+/admin/|components/admin/)|node_modules/.*(@tiptap|prosemirror)|' +
    String.raw`packages/shared/src/(${EDITOR_SCHEMA_NAMES.join('|')})\.ts$`,
);

/** The route files of public pages: every file in routes/ but the admin layout and the admin folder. */
const publicRoutes = readdirSync(join(__dirname, 'routes'), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && entry.name !== 'admin.tsx')
  .map((entry) => entry.name);

/** Every module loaded with `keys` and what they import statically (not what they load later on demand). */
function modulesLoadedWith(...keys: string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return [...seen].flatMap((key) => chunkModules[manifest[key]!.file] ?? []);
}

/** A public page's first load: its one script (docs/decisions/178), whatever the route. */
const PUBLIC_SCRIPT = 'src/enhance/main.ts';
/** The portal's client app: React, the router, Query and the route chunks. */
const PORTAL_APP = 'src/entry-client.tsx';

/** React, the router, Query and tRPC: what a public page's first load never brings. */
const FRAMEWORK = /node_modules\/.*(\/react\/|\/react-dom\/|\/scheduler\/|@tanstack\/|@trpc\/)/;

/** Each island's code: its chunk, the hydration module, and what both import statically. */
const islands = Object.keys(manifest).filter((key) => /\.island-[\w-]+\.js$/.test(manifest[key]!.file));

/**
 * What a page needs only once the visitor acts (sends a form, calls the server): loaded then (docs/decisions/162).
 * The portal's form library is not among what a public page loads at all (decision 167).
 */
const ON_DEMAND =
  /node_modules\/.*(zod|@trpc|@hookform\/resolvers|react-hook-form)\/|packages\/shared\/src\/(consultation|booking|testimonial)\.ts$/;

describe('the JavaScript of a public page', () => {
  it('is known for every public route, and one script is all of it', () => {
    expect(publicRoutes.length).toBeGreaterThanOrEqual(15);
    expect(publicRoutes).toContain('contact.tsx');
    expect(manifest[PUBLIC_SCRIPT]).toBeDefined();
    // The check sees modules: the post editor's own module is in the chunks of the admin pages.
    const everyModule = Object.values(chunkModules).flat();
    expect(everyModule.some((id) => id.endsWith('features/blog/admin/post-editor/post-editor.tsx'))).toBe(true);
    expect(everyModule.some((id) => ADMIN_CODE.test(id))).toBe(true);
  });

  it('brings no React, router, Query or tRPC code at first load', () => {
    const modules = modulesLoadedWith(PUBLIC_SCRIPT);
    expect(modules).toContain('apps/web/src/enhance/islands.ts');
    expect(modules.filter((id) => FRAMEWORK.test(id))).toEqual([]);
    // The check can see the framework where it is: the portal's app loads it.
    expect(modulesLoadedWith(PORTAL_APP).some((id) => FRAMEWORK.test(id))).toBe(true);
  });

  it('brings no admin code, no form or validation library and no schema at first load', () => {
    const modules = modulesLoadedWith(PUBLIC_SCRIPT);
    expect(modules.filter((id) => ADMIN_CODE.test(id) || ON_DEMAND.test(id))).toEqual([]);
  });

  it('has islands, each bringing React but never admin code, the router or Query', () => {
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) {
      const modules = modulesLoadedWith(island, 'src/lib/islands/hydrate.tsx');
      expect(
        modules.some((id) => /node_modules\/.*\/react-dom\//.test(id)),
        island,
      ).toBe(true);
      expect(
        modules.filter(
          (id) => ADMIN_CODE.test(id) || /@tanstack\/(react-router|router-core|react-query|query-core)/.test(id),
        ),
        island,
      ).toEqual([]);
    }
  });
});

describe('what loads on demand', () => {
  it('the consultation form loads its validation, and the tRPC client exists, on demand', () => {
    const everyModule = Object.values(chunkModules).flat();
    expect(everyModule).toContain('apps/web/src/features/leads/public/consultation-validation.ts');
    expect(everyModule.some((id) => /node_modules\/.*@trpc\/client\//.test(id))).toBe(true);
    expect(modulesLoadedWith(PORTAL_APP).some((id) => /node_modules\/.*@tanstack\/react-router\//.test(id))).toBe(true);
  });
});

describe('the server render', () => {
  const serverModules = Object.values(
    JSON.parse(readFileSync(join(SERVER, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>,
  ).flat();

  it('has the portal routes, with stand-ins for their pages', () => {
    expect(serverModules).toContain('apps/web/src/routes/admin/settings.tsx?tsr-split=component');
    expect(serverModules).toContain('apps/web/src/routes/admin.tsx?tsr-split=component');
  });

  // The server build leaves npm packages to the server's bundler: what it holds of them (charts, the editor) comes in
  // through the portal's modules, which is what this sees.
  it('holds none of the portal pages or their editor, charts and forms', () => {
    expect(serverModules.length).toBeGreaterThan(50);
    expect(serverModules.filter((id) => ADMIN_CODE.test(id))).toEqual([]);
  });
});
