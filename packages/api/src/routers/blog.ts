// Blog procedures: the public list, post, view count and likes; the owner's list, stats and edits.
import {
  blogStats,
  deletePost,
  getPost,
  insertSamplePosts,
  likePost,
  listAdminPosts,
  listPublicPosts,
  recordPostView,
} from '@coach/db';
import {
  adminBlogQuerySchema,
  blogFormSchema,
  blogPatchSchema,
  idParamSchema,
  publicBlogQuerySchema,
} from '@coach/shared';
import { createPost, editPost, publicView, readPublicPost } from '../services/blog';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const blogRouter = router({
  list: publicProcedure.input(publicBlogQuerySchema).query(async ({ ctx, input }) => {
    const { blogs, pagination } = await listPublicPosts(ctx.db, input);
    return { blogs: blogs.map(publicView), pagination };
  }),

  byId: publicProcedure.input(idParamSchema).query(({ ctx, input }) => readPublicPost(ctx, input.id)),

  /** Called once by the post page when it is shown, so previews and prefetches never count. */
  view: publicProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    // The same per-address budget as likes, counted separately.
    await ctx.limits.likes.consume(`view:${ctx.ip}:${input.id}`);
    // Both counts as they are now: a cached page shows them as of its render, and updates them from this answer.
    return recordPostView(ctx.db, input.id);
  }),

  like: publicProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await ctx.limits.likes.consume(`${ctx.ip}:${input.id}`);
    return { likes: await likePost(ctx.db, input.id) };
  }),

  adminList: adminProcedure.input(adminBlogQuerySchema).query(({ ctx, input }) => listAdminPosts(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => blogStats(ctx.db)),
  adminById: adminProcedure
    .input(idParamSchema)
    .query(async ({ ctx, input }) => ({ blog: await getPost(ctx.db, input.id) })),
  create: adminProcedure
    .input(blogFormSchema)
    .mutation(async ({ ctx, input }) => ({ blog: await createPost(ctx, input) })),
  update: adminProcedure
    .input(blogPatchSchema.and(idParamSchema))
    .mutation(async ({ ctx, input: { id, ...changes } }) => ({ blog: await editPost(ctx, id, changes) })),
  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deletePost(ctx.db, input.id);
    return { success: true };
  }),
  initSample: adminProcedure.mutation(async ({ ctx }) => ({ blogs: await insertSamplePosts(ctx.db, ctx.uploadsDir) })),
});
