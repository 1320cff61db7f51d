// Loads the web app's production build and renders public pages in-process, with tRPC data fetched directly.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppRouter, Context } from '@coach/api';
import type { PublicConfig, RefusedForm, SentForm } from '@coach/shared';
import type { ServerManifest } from '@tanstack/router-core';
import { buildRouterManifest, publicScriptOf, type ViteManifest } from './manifest';

/** A rendered page: the document, or where a loader redirected to (then `html` is empty). */
type RenderedDocument = { status: number; html: string; location: string | null };

/** What the server tells the web app's render beyond the address (apps/web/src/router.tsx's PageContext). */
type PageContext = {
  enhanceScript: string | null;
  enhanceImports?: readonly string[];
  devScripts: Array<{ attrs: Record<string, string>; children?: string }>;
  formToken: string;
  refusedForm: RefusedForm | null;
  sentForm?: SentForm | null;
};

/** What a request adds to the page: the window's form token, a refused post to draw again, a sent post's details. */
type PageRequestContext = Pick<PageContext, 'formToken' | 'refusedForm' | 'sentForm'>;

/** The signature of `render` exported by apps/web/src/entry-server.tsx. */
export type RenderPage = (options: {
  /** The path and query the visitor asked for. */
  url: string;
  signal: AbortSignal;
  manifest: ServerManifest;
  trpcRouter: AppRouter;
  trpcContext: Context;
  config: PublicConfig;
  nonce: string | undefined;
  page: PageContext;
}) => Promise<RenderedDocument>;

export type WebApp = {
  /** Directory of the built browser files, served as static assets; null in development (Vite serves them). */
  clientDir: string | null;
  render(
    page: { url: string; signal: AbortSignal },
    trpcContext: Context,
    options: { nonce: string | undefined; config: PublicConfig; page: PageRequestContext },
  ): Promise<RenderedDocument>;
};

/** apps/web/dist, found through the workspace link so it works from src/ (tests) and from the bundle in dist/. */
export function webDistDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@coach/web/package.json')), 'dist');
}

/** The module the server-render build exports (apps/web/dist/server/entry-server.js). */
export type ServerEntry = { render: RenderPage };

export async function loadProductionWebApp(options: {
  trpcRouter: AppRouter;
  /** The built browser files; default: apps/web/dist/client. */
  clientDir?: string;
  /** The server-render module, when it is already loaded (the executable bundles it); default: imported from dist. */
  entry?: ServerEntry;
}): Promise<WebApp> {
  const clientDir = options.clientDir ?? join(webDistDir(), 'client');
  const vite = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const manifest = buildRouterManifest(vite);
  const { src: enhanceScript, imports: enhanceImports } = publicScriptOf(vite);
  const entry = options.entry ?? ((await import(join(webDistDir(), 'server', 'entry-server.js'))) as ServerEntry);
  return {
    clientDir,
    render: (request, trpcContext, { nonce, config, page }) =>
      entry.render({
        ...request,
        manifest,
        trpcRouter: options.trpcRouter,
        trpcContext,
        config,
        nonce,
        page: { ...page, enhanceScript, enhanceImports, devScripts: [] },
      }),
  };
}
