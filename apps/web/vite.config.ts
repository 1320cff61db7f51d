// One config for both builds: the browser bundle (with a manifest the server reads) and the server-render entry.

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontSubsets } from './scripts/font-subsets';
import { CORE_TEXT } from './src/lib/font-ranges';
import { SCHEMA_MODULES } from './src/schema-modules';

/**
 * React, the router and Query: what every page runs before it is interactive, in one chunk of its
 * own. Left to the bundler, the parts that route chunks share came out as a dozen small files loaded one after the
 * other, which Lighthouse's simulated phone counts against every public page. Named package by package, so a library
 * the portal alone uses never lands here. The tRPC client is not in it: it loads on the first call that goes to the
 * server (lib/trpc.ts).
 */
const FRAMEWORK_MODULES = new RegExp(
  `node_modules/(${[
    'use-sync-external-store',
    '@tanstack/(history|store|react-store|router-core|react-router|query-core|react-query|router-ssr-query-core|react-router-ssr-query)',
  ].join('|')})/`,
);
/** React alone: what a public page's island needs (never the router or Query), in a chunk of its own. */
const REACT_MODULES = /node_modules\/(react|react-dom|scheduler)\//;

/**
 * The parts the router splits off the portal's routes (/admin and below: their pages, the editor, the charts, the forms).
 * The portal is drawn in the browser only (its route says `ssr: false`), so the server never renders them.
 */
const PORTAL_ROUTE_PARTS = /\/src\/routes\/admin(\/[^?]*)?\.tsx\?(.*&)?tsr-split=/;
/** What the server build gets instead: every name a split-off part can export, none of which the server calls. */
const PORTAL_PART_STAND_IN = `const notOnTheServer = () => {
  throw new Error('The portal is drawn in the browser only');
};
export {
  notOnTheServer as component,
  notOnTheServer as errorComponent,
  notOnTheServer as notFoundComponent,
  notOnTheServer as pendingComponent,
  notOnTheServer as loader,
};`;

export default defineConfig(({ isSsrBuild }) => ({
  // '@/features/...', '@/components/...', '@/lib/...': the same paths as tsconfig.json's.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    {
      // Which source modules each chunk holds (.vite/chunk-modules.json), so tests can prove that no public page
      // loads admin code and that the server build holds no portal page (src/public-chunks.test.ts); the manifest
      // names chunks, not their modules.
      name: 'chunk-modules',
      apply: 'build',
      generateBundle(_options, bundle) {
        const root = fileURLToPath(new URL('../..', import.meta.url));
        const modules: Record<string, string[]> = {};
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') modules[file] = output.moduleIds.map((id) => relative(root, id));
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
      },
    },
    // Playfair Display's core characters, fetched with the first screen (src/lib/web-fonts.ts).
    fontSubsets(
      [
        {
          source: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
          output: fileURLToPath(new URL('./generated/fonts/playfair-display-core-700-normal.woff2', import.meta.url)),
          text: CORE_TEXT,
        },
      ],
      import.meta.url,
    ),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    {
      // The server bundle holds whatever this build emits, and V8 keeps a bundle's whole source in memory for as long
      // as the server runs: without the portal's pages it is some 2 MB smaller (docs/decisions/157).
      name: 'portal-not-on-server',
      apply: 'build',
      transform: {
        filter: { id: PORTAL_ROUTE_PARTS },
        handler: () => (isSsrBuild ? { code: PORTAL_PART_STAND_IN, map: null } : null),
      },
    },
    react(),
    tailwindcss(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        modulePreload: {
          // An island wakes inside the visitor's first touch: preload links for each of its modules, added by the
          // import in that event, made it a long task on a slow phone (each link starts a fetch there and then).
          // The browser finds an island's modules from its chunk instead (decision 181); the portal keeps them.
          resolveDependencies: (_file, deps, { hostId }) => (/\/main-[\w-]+\.js$/.test(hostId) ? [] : deps),
        },
        rollupOptions: {
          // The portal's app, and the public pages' one script (docs/decisions/178).
          input: ['src/entry-client.tsx', 'src/enhance/main.ts'],
          output: {
            // Validation schemas (zod and the shared schema modules) serve forms and admin pages only: their own
            // chunk, so the public pages' entry does not carry them. The framework: one chunk beside the entry.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'schemas', test: SCHEMA_MODULES },
                { name: 'react', test: REACT_MODULES },
                { name: 'framework', test: FRAMEWORK_MODULES },
              ],
            },
          },
        },
      },
}));
