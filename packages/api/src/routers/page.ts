// The pages the owner edits: the site reads a page (or, with a valid preview link, its draft); the portal reads the
// editor's view, saves drafts, publishes, discards, resets a section, lists and restores revisions, and makes
// preview links. The service writes each audit entry, naming the sections.
import { sitePageKeySchema } from '@coach/shared';
import { z } from 'zod';
import {
  discardSitePageDraft,
  publishSitePageDraft,
  readPreviewPage,
  readPublishedPage,
  resetSitePageSection,
  restoreSitePageRevision,
  saveSitePageDraft,
  sitePageForEditor,
  sitePagePreviewLink,
  sitePageRevisions,
} from '../services/site-pages';
import { adminProcedure, publicProcedure, router } from '../trpc';

const pageInput = z.object({ page: sitePageKeySchema });
/** The version the editor read: a write over a newer one is refused. */
const versioned = pageInput.extend({ version: z.int().min(0) });

export const pageRouter = router({
  get: publicProcedure
    .input(pageInput.extend({ preview: z.string().max(2000).optional() }))
    .query(({ ctx, input }) =>
      input.preview ? readPreviewPage(ctx, input.page, input.preview) : readPublishedPage(ctx.db, input.page),
    ),
  editor: adminProcedure.input(pageInput).query(({ ctx, input }) => sitePageForEditor(ctx, input.page)),
  revisions: adminProcedure.input(pageInput).query(({ ctx, input }) => sitePageRevisions(ctx, input.page)),
  saveDraft: adminProcedure
    .input(versioned.extend({ content: z.unknown() }))
    .mutation(({ ctx, input }) =>
      saveSitePageDraft(ctx, { adminId: ctx.adminId, ip: ctx.ip }, input.page, input.content, input.version),
    ),
  publish: adminProcedure
    .input(versioned)
    .mutation(({ ctx, input }) =>
      publishSitePageDraft(ctx, { adminId: ctx.adminId, ip: ctx.ip }, input.page, input.version),
    ),
  discard: adminProcedure
    .input(versioned)
    .mutation(({ ctx, input }) =>
      discardSitePageDraft(ctx, { adminId: ctx.adminId, ip: ctx.ip }, input.page, input.version),
    ),
  resetSection: adminProcedure
    .input(versioned.extend({ section: z.string().max(50) }))
    .mutation(({ ctx, input }) =>
      resetSitePageSection(ctx, { adminId: ctx.adminId, ip: ctx.ip }, input.page, input.section, input.version),
    ),
  restore: adminProcedure
    .input(versioned.extend({ revision_id: z.int().positive() }))
    .mutation(({ ctx, input }) =>
      restoreSitePageRevision(ctx, { adminId: ctx.adminId, ip: ctx.ip }, input.page, input.revision_id, input.version),
    ),
  previewLink: adminProcedure.input(pageInput).mutation(({ ctx, input }) => sitePagePreviewLink(ctx, input.page)),
});
