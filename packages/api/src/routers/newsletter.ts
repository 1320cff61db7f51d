// The newsletter: the readers' subscribe, confirm, manage and unsubscribe (public, by their link's token), and the
// owner's subscriber list, removal and export.
import { deleteSubscriber, listSubscribersForExport, listSubscribersPage, newsletterIssueOfPost } from '@coach/db';
import {
  adminSubscriberQuerySchema,
  csvFileName,
  idParamSchema,
  NEWSLETTER_MESSAGES,
  newsletterTokenInputSchema,
  renameSubscriberSchema,
  subscribeInputSchema,
  subscriberFilterSchema,
  subscribersCsv,
} from '@coach/shared';
import {
  confirmSubscription,
  leaveNewsletter,
  readSubscription,
  renameSubscription,
  subscribe,
} from '../services/newsletter';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(subscribeInputSchema)
    .mutation(({ ctx, input }) => subscribe(ctx, { ip: ctx.ip, origin: ctx.origin }, input)),

  confirm: publicProcedure
    .input(newsletterTokenInputSchema)
    .mutation(({ ctx, input }) => confirmSubscription(ctx, input.token)),

  subscription: publicProcedure
    .input(newsletterTokenInputSchema)
    .query(({ ctx, input }) => readSubscription(ctx, input.token)),

  unsubscribe: publicProcedure
    .input(newsletterTokenInputSchema)
    .mutation(({ ctx, input }) => leaveNewsletter(ctx, input.token)),

  rename: publicProcedure
    .input(renameSubscriberSchema)
    .mutation(({ ctx, input }) => renameSubscription(ctx, input.token, input.first_name)),

  /** The newsletter a post went out with: when, and to how many (the editor shows it); null when it did not go. */
  issueOfPost: adminProcedure.input(idParamSchema).query(({ ctx, input }) => newsletterIssueOfPost(ctx.db, input.id)),

  list: adminProcedure.input(adminSubscriberQuerySchema).query(({ ctx, input }) => listSubscribersPage(ctx.db, input)),

  remove: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteSubscriber(ctx.db, input.id);
    return { message: NEWSLETTER_MESSAGES.subscriberRemoved };
  }),

  /** The filtered list as CSV text; the browser uses the REST download, this serves other clients. */
  exportCsv: adminProcedure.input(subscriberFilterSchema).query(async ({ ctx, input }) => ({
    filename: csvFileName('subscribers'),
    csv: subscribersCsv(await listSubscribersForExport(ctx.db, input)),
  })),
});
