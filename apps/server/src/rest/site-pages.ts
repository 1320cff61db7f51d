// The pages the owner edits, over REST, with the same services as the page procedures: the public content (or a
// draft with a preview link), and the editor's reads and writes. The service writes the audit entries.
import {
  discardSitePageDraft,
  publishSitePageDraft,
  readPreviewPage,
  readPublishedPage,
  resetSitePageSection,
  restoreSitePageRevision,
  type Services,
  saveSitePageDraft,
  sitePageForEditor,
  sitePagePreviewLink,
  sitePageRevisions,
} from '@coach/api';
import { sitePageKeySchema } from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminGuard, parse, publicTokenGuard } from './support';

const pageParams = z.object({ page: sitePageKeySchema });
const version = z.object({ version: z.int({ error: 'Send the version you edited' }).min(0) });
const previewQuery = z.object({ preview: z.string().max(2000).optional() });

const pageOf = (request: FastifyRequest) => parse(pageParams, request.params).page;
const actorOf = (request: FastifyRequest) => ({ adminId: request.adminId, ip: request.ip });

export const sitePageRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get('/api/pages/:page', { preHandler: publicTokenGuard(services) }, async (request) => {
    const page = pageOf(request);
    const { preview } = parse(previewQuery, request.query);
    const shown = preview ? await readPreviewPage(services, page, preview) : await readPublishedPage(services.db, page);
    return { page, ...shown };
  });

  await app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));
    admin.get('/api/admin/pages/:page', async (request) => sitePageForEditor(services, pageOf(request)));
    admin.get('/api/admin/pages/:page/revisions', async (request) => ({
      revisions: await sitePageRevisions(services, pageOf(request)),
    }));
    admin.put('/api/admin/pages/:page/draft', async (request) => {
      const body = parse(version.extend({ content: z.unknown() }), request.body);
      return saveSitePageDraft(services, actorOf(request), pageOf(request), body.content, body.version);
    });
    admin.post('/api/admin/pages/:page/publish', async (request) =>
      publishSitePageDraft(services, actorOf(request), pageOf(request), parse(version, request.body).version),
    );
    admin.post('/api/admin/pages/:page/discard', async (request) =>
      discardSitePageDraft(services, actorOf(request), pageOf(request), parse(version, request.body).version),
    );
    admin.post('/api/admin/pages/:page/sections/:section/reset', async (request) => {
      const { section } = parse(z.object({ section: z.string().max(50) }), request.params);
      return resetSitePageSection(
        services,
        actorOf(request),
        pageOf(request),
        section,
        parse(version, request.body).version,
      );
    });
    admin.post('/api/admin/pages/:page/revisions/:id/restore', async (request) => {
      const { id } = parse(z.object({ id: z.coerce.number().int().positive() }), request.params);
      return restoreSitePageRevision(
        services,
        actorOf(request),
        pageOf(request),
        id,
        parse(version, request.body).version,
      );
    });
    admin.post('/api/admin/pages/:page/preview-link', async (request) =>
      sitePagePreviewLink(services, pageOf(request)),
    );
  });
};
