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
  adminCalendarSchema,
  availabilityQuerySchema,
  availabilitySchema,
  BOOKING_MESSAGES,
  bookingAnswers,
  bookingMoveSchema,
  bookingTokenSchema,
  freeSlotsSchema,
  idParamSchema,
  messageAnswerSchema,
  storedAvailabilitySchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documented, type Operation } from './contract';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Booking';
const noLink = 'No booking has this token (`Booking not found`).';
const unchangeable =
  'The booking is cancelled, or the minimum notice before it has begun: it can no longer be changed online.';

const OPERATIONS = {
  freeSlots: {
    summary: 'The free consultation slots of a period (from today, a week, unless asked)',
    tag,
    access: 'public',
    query: availabilityQuerySchema,
    answer: {
      status: 200,
      schema: freeSlotsSchema,
      description: 'The free slots, in UTC, with the business time zone. More `days` than the booking window is a 400.',
    },
  },
  view: {
    summary: "A visitor's booking, by the token of the private link they were e-mailed",
    tag,
    access: 'public',
    params: bookingTokenSchema,
    answer: { status: 200, schema: bookingAnswers.link, description: 'The booked time and whether it can change.' },
    failures: { 404: noLink },
  },
  cancel: {
    summary: "Cancel a visitor's booking through the private link (both sides are e-mailed; the time is free again)",
    tag,
    access: 'public',
    params: bookingTokenSchema,
    answer: { status: 200, schema: bookingAnswers.changed, description: 'Cancelled; the booking as it is now.' },
    failures: { 404: noLink, 409: unchangeable },
  },
  move: {
    summary: "Move a visitor's booking to another free slot through the private link (both sides are e-mailed)",
    tag,
    access: 'public',
    params: bookingTokenSchema,
    body: bookingMoveSchema,
    answer: { status: 200, schema: bookingAnswers.changed, description: 'Moved; the booking as it is now.' },
    failures: {
      404: noLink,
      409: `${unchangeable} Or the new time cannot be booked (taken, outside the hours, too soon, too far ahead).`,
    },
  },
  availability: {
    summary: "The owner's availability: hours, slot length, buffer, booking window, notice, blocked ranges",
    tag,
    access: 'admin',
    answer: {
      status: 200,
      schema: storedAvailabilitySchema,
      description: 'The saved availability, or the defaults until one is saved.',
    },
  },
  saveAvailability: {
    summary: "Replace the owner's availability",
    tag,
    access: 'admin',
    body: availabilitySchema,
    answer: { status: 200, schema: bookingAnswers.availabilitySaved, description: 'The availability as saved.' },
  },
  calendar: {
    summary: "The owner's calendar: the bookings (cancelled ones too) starting in a period, with the hours behind them",
    tag,
    access: 'admin',
    query: adminBookingsQuerySchema,
    answer: { status: 200, schema: adminCalendarSchema, description: 'The period, its bookings and the hours.' },
  },
  ownerCancel: {
    summary: 'Cancel a booking as the owner, at any time (the visitor is e-mailed)',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: messageAnswerSchema, description: 'Cancelled.' },
    failures: { 404: 'No booking has this id (`Booking not found`).', 409: 'The booking is already cancelled.' },
  },
} satisfies Record<string, Operation>;

export const bookingRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  const guard = { preHandler: publicTokenGuard(services) };
  const origin = (request: FastifyRequest) => siteOrigin(request, services.publicUrl);
  const tokenOf = (request: FastifyRequest) => parse(bookingTokenSchema, request.params).token;

  app.get('/api/availability', documented(OPERATIONS.freeSlots, guard), (request) =>
    listFreeSlots(db, parse(availabilityQuerySchema, request.query)),
  );

  app.get('/api/bookings/:token', documented(OPERATIONS.view, guard), async (request) => ({
    booking: await viewBooking(db, tokenOf(request)),
  }));

  app.post('/api/bookings/:token/cancel', documented(OPERATIONS.cancel, guard), (request) =>
    cancelOwnBooking(services, tokenOf(request), origin(request)),
  );

  app.post('/api/bookings/:token/move', documented(OPERATIONS.move, guard), (request) => {
    const token = tokenOf(request);
    const { slot_start } = parse(bookingMoveSchema, request.body);
    return moveOwnBooking(services, token, slot_start, origin(request));
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/availability', documented(OPERATIONS.availability), () => getAvailability(db));

    admin.put('/api/admin/availability', documented(OPERATIONS.saveAvailability), async (request) => ({
      availability: await saveAvailability(db, parse(availabilitySchema, request.body)),
      message: BOOKING_MESSAGES.availabilitySaved,
    }));

    admin.get('/api/admin/bookings', documented(OPERATIONS.calendar), (request) =>
      bookingCalendar(db, parse(adminBookingsQuerySchema, request.query)),
    );

    admin.post('/api/admin/bookings/:id/cancel', documented(OPERATIONS.ownerCancel), (request) =>
      cancelBookingAsOwner(services, parse(idParamSchema, request.params).id, origin(request)),
    );
  });
};
