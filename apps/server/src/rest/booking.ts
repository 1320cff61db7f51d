// Online booking over REST: the free slots, the visitor's private booking link, and the owner's availability and calendar.
import {
  bookingCalendar,
  cancelBookingAsOwner,
  cancelOwnBooking,
  getAvailability,
  listFreeSlots,
  moveOwnBooking,
  type Services,
  saveAvailability,
  siteOrigin,
  viewBooking,
} from '@coach/api';
import {
  adminBookingsQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  BOOKING_MESSAGES,
  bookingMoveSchema,
  bookingTokenSchema,
  idParamSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminGuard, parse, publicTokenGuard } from './support';

export const bookingRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  const guard = { preHandler: publicTokenGuard(services) };
  const origin = (request: FastifyRequest) => siteOrigin(request, services.publicUrl);
  const tokenOf = (request: FastifyRequest) => parse(bookingTokenSchema, request.params).token;

  app.get('/api/availability', guard, (request) => listFreeSlots(db, parse(availabilityQuerySchema, request.query)));

  app.get('/api/bookings/:token', guard, async (request) => ({ booking: await viewBooking(db, tokenOf(request)) }));

  app.post('/api/bookings/:token/cancel', guard, (request) =>
    cancelOwnBooking(services, tokenOf(request), origin(request)),
  );

  app.post('/api/bookings/:token/move', guard, (request) => {
    const token = tokenOf(request);
    const { slot_start } = parse(bookingMoveSchema, request.body);
    return moveOwnBooking(services, token, slot_start, origin(request));
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/availability', () => getAvailability(db));

    admin.put('/api/admin/availability', async (request) => ({
      availability: await saveAvailability(db, parse(availabilitySchema, request.body)),
      message: BOOKING_MESSAGES.availabilitySaved,
    }));

    admin.get('/api/admin/bookings', (request) => bookingCalendar(db, parse(adminBookingsQuerySchema, request.query)));

    admin.post('/api/admin/bookings/:id/cancel', (request) =>
      cancelBookingAsOwner(services, parse(idParamSchema, request.params).id, origin(request)),
    );
  });
};
