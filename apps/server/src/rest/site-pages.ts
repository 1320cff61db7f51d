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
import { SITE_PAGE_MESSAGES, sitePageAnswers, sitePageKeySchema } from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documented, type Operation } from './contract';
import { adminGuard, parse, publicTokenGuard } from './support';

const pageParams = z.object({ page: sitePageKeySchema });
const sectionParams = z.object({ section: z.string().max(50) });
const revisionParams = z.object({ id: z.coerce.number().int().positive() });
const version = z.object({
  version: z.int({ error: 'Send the version you edited' }).min(0).meta({ description: 'The version you edited.' }),
});
const draftBody = version.extend({
  content: z.unknown().meta({ description: "The page's whole content, in the schema of the page named in the path." }),
});
const previewQuery = z.object({ preview: z.string().max(2000).optional() });

const tag = 'Pages';
const clash = `The page changed since that version (\`${SITE_PAGE_MESSAGES.changedElsewhere}\`).`;

const OPERATIONS = {
  shown: {
    summary: 'A page as the site shows it, or, with a preview link (`preview`), its unpublished draft',
    tag,
    access: 'public',
    params: pageParams,
    query: previewQuery,
    answer: { status: 200, schema: sitePageAnswers.shown, description: 'The page and its content.' },
    failures: {
      403: `The preview link is not valid for this page, or has expired (\`${SITE_PAGE_MESSAGES.previewInvalid}\`).`,
    },
  },
  editor: {
    summary: 'A page as the editor shows it: the draft (else the live page) beside the live page and the default words',
    tag,
    access: 'admin',
    params: pageParams,
    answer: {
      status: 200,
      schema: sitePageAnswers.editor,
      description: '`content` is the draft when there is one, else the live page; `version` goes with the next write.',
    },
  },
  revisions: {
    summary: 'The kept published versions of a page, newest first',
    tag,
    access: 'admin',
    params: pageParams,
    answer: { status: 200, schema: sitePageAnswers.revisions, description: 'The revisions.' },
  },
  saveDraft: {
    summary: "Save a page's draft (the whole content; the site shows it once published)",
    tag,
    access: 'admin',
    params: pageParams,
    body: draftBody,
    answer: { status: 200, schema: sitePageAnswers.written, description: 'Saved, with the new version.' },
    failures: { 409: clash },
  },
  publish: {
    summary: "Publish a page's draft, keeping the version it replaces as a revision",
    tag,
    access: 'admin',
    params: pageParams,
    body: version,
    answer: { status: 200, schema: sitePageAnswers.published, description: 'Published, with the new version.' },
    failures: {
      409: `No draft to publish (\`${SITE_PAGE_MESSAGES.nothingToPublish}\`), or the page changed since that version.`,
    },
  },
  discard: {
    summary: "Discard a page's draft",
    tag,
    access: 'admin',
    params: pageParams,
    body: version,
    answer: { status: 200, schema: sitePageAnswers.written, description: 'Discarded, with the new version.' },
    failures: { 409: clash },
  },
  resetSection: {
    summary: "Put one section's default words into a page's draft",
    tag,
    access: 'admin',
    params: pageParams.extend(sectionParams.shape),
    body: version,
    answer: { status: 200, schema: sitePageAnswers.written, description: 'Reset in the draft, with the new version.' },
    failures: { 404: 'The page has no such section (`Section not found: <section>`).', 409: clash },
  },
  restore: {
    summary: "Put a kept revision into a page's draft, to preview and publish",
    tag,
    access: 'admin',
    params: pageParams.extend(revisionParams.shape),
    body: version,
    answer: {
      status: 200,
      schema: sitePageAnswers.written,
      description: 'Restored into the draft, with the new version.',
    },
    failures: {
      404: `The page has no kept revision of this id (\`${SITE_PAGE_MESSAGES.revisionNotFound}\`).`,
      409: clash,
    },
  },
  previewLink: {
    summary: "A short-lived link to preview a page's draft",
    tag,
    access: 'admin',
    params: pageParams,
    answer: { status: 200, schema: sitePageAnswers.previewLink, description: 'The preview token and when it expires.' },
  },
} satisfies Record<string, Operation>;

const pageOf = (request: FastifyRequest) => parse(pageParams, request.params).page;
const actorOf = (request: FastifyRequest) => ({ adminId: request.adminId, ip: request.ip });

export const sitePageRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get(
    '/api/pages/:page',
    documented(OPERATIONS.shown, { preHandler: publicTokenGuard(services) }),
    async (request) => {
      const page = pageOf(request);
      const { preview } = parse(previewQuery, request.query);
      const shown = preview
        ? await readPreviewPage(services, page, preview)
        : await readPublishedPage(services.db, page);
      return { page, ...shown };
    },
  );

  await app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));
    admin.get('/api/admin/pages/:page', documented(OPERATIONS.editor), async (request) =>
      sitePageForEditor(services, pageOf(request)),
    );
    admin.get('/api/admin/pages/:page/revisions', documented(OPERATIONS.revisions), async (request) => ({
      revisions: await sitePageRevisions(services, pageOf(request)),
    }));
    admin.put('/api/admin/pages/:page/draft', documented(OPERATIONS.saveDraft), async (request) => {
      const body = parse(draftBody, request.body);
      return saveSitePageDraft(services, actorOf(request), pageOf(request), body.content, body.version);
    });
    admin.post('/api/admin/pages/:page/publish', documented(OPERATIONS.publish), async (request) =>
      publishSitePageDraft(services, actorOf(request), pageOf(request), parse(version, request.body).version),
    );
    admin.post('/api/admin/pages/:page/discard', documented(OPERATIONS.discard), async (request) =>
      discardSitePageDraft(services, actorOf(request), pageOf(request), parse(version, request.body).version),
    );
    admin.post(
      '/api/admin/pages/:page/sections/:section/reset',
      documented(OPERATIONS.resetSection),
      async (request) => {
        const { section } = parse(sectionParams, request.params);
        return resetSitePageSection(
          services,
          actorOf(request),
          pageOf(request),
          section,
          parse(version, request.body).version,
        );
      },
    );
    admin.post('/api/admin/pages/:page/revisions/:id/restore', documented(OPERATIONS.restore), async (request) => {
      const { id } = parse(revisionParams, request.params);
      return restoreSitePageRevision(
        services,
        actorOf(request),
        pageOf(request),
        id,
        parse(version, request.body).version,
      );
    });
    admin.post('/api/admin/pages/:page/preview-link', documented(OPERATIONS.previewLink), async (request) =>
      sitePagePreviewLink(services, pageOf(request)),
    );
  });
};
