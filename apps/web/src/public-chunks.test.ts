// Visitors never download admin code: the JavaScript a public page loads (the entry, the page's route chunks and
// everything they import statically, from the built manifest) holds no module of an admin folder, the admin toolkit,
// the post editor, the image uploader or the page editor's schemas (every shared `*-page.ts`, `site-pages.ts`). And the
// server render, which never draws the portal, holds none of its pages. Runs on the build (`npm test` builds first).
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

/** Every module a page loads before it shows: the entry, the route's chunks, and what they import statically. */
function modulesLoadedBy(route: string): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk('src/entry-client.tsx');
  for (const key of Object.keys(manifest)) if (key.startsWith(`src/routes/${route}`)) walk(key);
  return [...seen].flatMap((key) => chunkModules[manifest[key]!.file] ?? []);
}

describe('the JavaScript of a public page', () => {
  it('is known for every public route', () => {
    expect(publicRoutes.length).toBeGreaterThanOrEqual(15);
    expect(publicRoutes).toContain('contact.tsx');
    // The check sees modules: the post editor's own module is in the chunks of the admin pages.
    const everyModule = Object.values(chunkModules).flat();
    expect(everyModule.some((id) => id.endsWith('features/blog/admin/post-editor/post-editor.tsx'))).toBe(true);
    expect(everyModule.some((id) => ADMIN_CODE.test(id))).toBe(true);
  });

  it.each(publicRoutes)('%s loads no admin code', (route) => {
    const modules = modulesLoadedBy(route);
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((id) => ADMIN_CODE.test(id))).toEqual([]);
  });
});

/**
 * What a page needs only once the visitor acts (sends a form, calls the server): loaded then (docs/decisions/162).
 * The portal's form library is not among what a public page loads at all (decision 167).
 */
const ON_DEMAND =
  /node_modules\/.*(zod|@trpc|@hookform\/resolvers|react-hook-form)\/|packages\/shared\/src\/(consultation|booking|testimonial)\.ts$/;

describe('what a public page loads before it shows', () => {
  // /setup is the owner's one-time page behind a token, not a visitor's.
  const visitorRoutes = publicRoutes.filter((route) => route !== 'setup.tsx');

  it.each(visitorRoutes)('%s has no form or validation library, schema or tRPC client', (route) => {
    expect(modulesLoadedBy(route).filter((id) => ON_DEMAND.test(id))).toEqual([]);
  });

  it('the contact form loads its validation, and the tRPC client exists, on demand', () => {
    const everyModule = Object.values(chunkModules).flat();
    expect(everyModule).toContain('apps/web/src/features/leads/public/consultation-validation.ts');
    expect(everyModule.some((id) => /node_modules\/.*@trpc\/client\//.test(id))).toBe(true);
    expect(modulesLoadedBy('setup.tsx').some((id) => ON_DEMAND.test(id))).toBe(true);
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
