// Campaign banners: admin management and the public banner shown as the popup.
import {
  deleteBanner,
  findBannerForPage,
  getBannerStats,
  insertBanner,
  listBanners,
  recordBannerEvent,
  toggleBanner,
  updateBanner,
} from '@coach/db';
import {
  type BannerEvent,
  bannerInputSchema,
  bannerPageQuerySchema,
  bannerUpdateByIdSchema,
  idParamSchema,
} from '@coach/shared';
import { adminProcedure, type Context, publicProcedure, router } from '../trpc';

async function countEvent(ctx: Context, id: number, event: BannerEvent) {
  await ctx.limits.bannerEvents.consume(`${ctx.ip}:${id}:${event}`);
  await recordBannerEvent(ctx.db, id, event);
  return { success: true };
}

export const bannerRouter = router({
  forPage: publicProcedure
    .input(bannerPageQuerySchema)
    .query(async ({ ctx, input }) => ({ banner: await findBannerForPage(ctx.db, input.path) })),

  view: publicProcedure.input(idParamSchema).mutation(({ ctx, input }) => countEvent(ctx, input.id, 'view')),

  click: publicProcedure.input(idParamSchema).mutation(({ ctx, input }) => countEvent(ctx, input.id, 'click')),

  adminList: adminProcedure.query(async ({ ctx }) => ({ banners: await listBanners(ctx.db) })),

  stats: adminProcedure.query(async ({ ctx }) => ({ stats: await getBannerStats(ctx.db) })),

  create: adminProcedure.input(bannerInputSchema).mutation(({ ctx, input }) => insertBanner(ctx.db, input)),

  update: adminProcedure
    .input(bannerUpdateByIdSchema)
    .mutation(({ ctx, input: { id, ...changes } }) => updateBanner(ctx.db, id, changes)),

  toggle: adminProcedure.input(idParamSchema).mutation(({ ctx, input }) => toggleBanner(ctx.db, input.id)),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteBanner(ctx.db, input.id);
    return { success: true };
  }),
});
