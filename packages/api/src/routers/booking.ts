// Online booking: the owner's availability and calendar, the free slots, and the visitor's private booking link.
import {
  adminBookingsQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingLinkSchema,
  bookingMoveSchema,
  bookingTokenSchema,
  idParamSchema,
} from '@coach/shared';
import {
  bookingCalendar,
  bookingExists,
  cancelBookingAsOwner,
  cancelOwnBooking,
  getAvailability,
  listFreeSlots,
  moveOwnBooking,
  saveAvailability,
  viewBooking,
} from '../services/booking';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const bookingRouter = router({
  availability: adminProcedure.query(({ ctx }) => getAvailability(ctx.db)),

  saveAvailability: adminProcedure
    .input(availabilitySchema)
    .mutation(({ ctx, input }) => saveAvailability(ctx.db, input)),

  calendar: adminProcedure.input(adminBookingsQuerySchema).query(({ ctx, input }) => bookingCalendar(ctx.db, input)),

  cancelAsOwner: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => cancelBookingAsOwner(ctx, input.id, ctx.origin)),

  freeSlots: publicProcedure.input(availabilityQuerySchema).query(({ ctx, input }) => listFreeSlots(ctx.db, input)),

  /** For the server render alone: an unknown link is a 404 page, not a page that then says so. */
  exists: publicProcedure
    .input(bookingLinkSchema)
    .query(async ({ ctx, input }) => ({ exists: await bookingExists(ctx.db, input.token) })),

  view: publicProcedure
    .input(bookingTokenSchema)
    .query(async ({ ctx, input }) => ({ booking: await viewBooking(ctx.db, input.token) })),

  cancel: publicProcedure
    .input(bookingTokenSchema)
    .mutation(({ ctx, input }) => cancelOwnBooking(ctx, input.token, ctx.origin)),

  move: publicProcedure
    .input(bookingTokenSchema.extend(bookingMoveSchema.shape))
    .mutation(({ ctx, input }) => moveOwnBooking(ctx, input.token, input.slot_start, ctx.origin)),
});
