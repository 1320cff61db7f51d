// The private booking page's plain posts: move to another free time, and cancel, with the same schemas and service
// functions as /api/bookings/{token}/move and /cancel and the booking.move and booking.cancel procedures.
import { cancelOwnBooking, moveOwnBooking, type Services } from '@coach/api';
import { bookingMoveSchema, bookingTokenSchema } from '@coach/shared';
import { formPostHandler } from '../ssr/form-posts';

export const bookingForms = (services: Services) => ({
  'booking-move': formPostHandler({
    schema: bookingTokenSchema.extend(bookingMoveSchema.shape),
    async send(input, caller) {
      await moveOwnBooking(services, input.token, input.slot_start, caller.origin);
    },
  }),
  'booking-cancel': formPostHandler({
    schema: bookingTokenSchema,
    async send(input, caller) {
      await cancelOwnBooking(services, input.token, caller.origin);
    },
  }),
});
