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
  scripts.push({ attrs: { type: 'module', src: '/src/entry-client.tsx' }, children: undefined });
  return { routes: { __root__: { scripts } } };
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
  async render(page, trpcContext, { nonce, config: publicConfig }) {
    const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage };
    return render({
      ...page,
      manifest: await devManifest(vite),
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
