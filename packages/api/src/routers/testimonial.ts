// Testimonial procedures: the public list (shown ones, in order) and the owner's list, edits, order and visibility.
// The admin procedure renews the cached pages of the `testimonial` area and audits each write.
import {
  deleteTestimonial,
  insertTestimonial,
  listShownTestimonials,
  listTestimonials,
  reorderTestimonials,
  setTestimonialHidden,
  updateTestimonial,
} from '@coach/db';
import {
  idParamSchema,
  testimonialHideSchema,
  testimonialInputSchema,
  testimonialOrderSchema,
  testimonialUpdateSchema,
} from '@coach/shared';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const testimonialRouter = router({
  list: publicProcedure.query(async ({ ctx }) => ({ testimonials: await listShownTestimonials(ctx.db) })),

  adminList: adminProcedure.query(async ({ ctx }) => ({ testimonials: await listTestimonials(ctx.db) })),

  create: adminProcedure.input(testimonialInputSchema).mutation(({ ctx, input }) => insertTestimonial(ctx.db, input)),

  update: adminProcedure
    .input(testimonialUpdateSchema)
    .mutation(({ ctx, input: { id, ...testimonial } }) => updateTestimonial(ctx.db, id, testimonial)),

  hide: adminProcedure
    .input(testimonialHideSchema)
    .mutation(({ ctx, input }) => setTestimonialHidden(ctx.db, input.id, input.hidden)),

  reorder: adminProcedure
    .input(testimonialOrderSchema)
    .mutation(async ({ ctx, input }) => ({ testimonials: await reorderTestimonials(ctx.db, input.ids) })),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteTestimonial(ctx.db, input.id);
    return { success: true };
  }),
});
