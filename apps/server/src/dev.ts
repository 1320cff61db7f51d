// Development entry: the same server, with the web app served and rendered by Vite (hot reload on both sides).

import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { appRouter } from '@coach/api';
import middie from '@fastify/middie';
import type { ServerManifest } from '@tanstack/router-core';
import { createServer as createViteServer } from 'vite';
import { loadConfig } from './config';
import { acquireDataLock } from './data-lock';
import { createServer } from './server';
import { prepareDatabase } from './setup';
import type { RenderPage, WebApp } from './ssr/renderer';

const webRoot = dirname(createRequire(import.meta.url).resolve('@coach/web/package.json'));

/** Vite's client and React refresh preamble (from transformIndexHtml) plus the client entry, as router scripts. */
async function devManifest(vite: Awaited<ReturnType<typeof createViteServer>>): Promise<ServerManifest> {
  const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', children]) => ({
    attrs: Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    children: children || undefined,
  }));
  return {
    routes: { __root__: { scripts: [...scripts, { attrs: { type: 'module', src: '/src/entry-client.tsx' } }] } },
  };
}

const config = loadConfig();
acquireDataLock(config.dataDir, 'server');
const { db } = await prepareDatabase(config);
const vite = await createViteServer({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  configLoader: 'runner',
  appType: 'custom',
  server: { middlewareMode: true },
});
const web: WebApp = {
  clientDir: null,
  async render(request, trpcContext, { nonce, config: publicConfig, page }) {
    const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage };
    const manifest = await devManifest(vite);
    // Public pages get Vite's client and React refresh before their own script, as the portal's entry does.
    const devScripts = (manifest.routes.__root__?.scripts ?? []).filter(
      (script) => script.attrs?.src !== '/src/entry-client.tsx',
    );
    return render({
      ...request,
      manifest,
      page: {
        ...page,
        enhanceScript: '/src/enhance/main.ts',
        devScripts: devScripts.map((s) => ({ attrs: s.attrs ?? {}, children: s.children })),
      },
      trpcRouter: appRouter,
      trpcContext,
      config: publicConfig,
      nonce,
    });
  },
};
const server = await createServer({
  config,
  db,
  web,
  devMiddleware: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});
console.log(`\n  Development server: ${await server.start()}\n`);
