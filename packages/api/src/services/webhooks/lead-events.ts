// Lead events are read from the leads themselves. A lead's own transaction writes nothing for webhooks: its committed
// row is the event's durable record. The dispatcher's pass turns the consultations, contact messages and bookings
// stored since its last look into their events, for every endpoint that wants them, in one transaction with the
// cursor that says how far it has come. So a lead costs the same with endpoints as without, an acknowledged lead's
// event is queued after any crash, and none is queued twice.
import {
  activeWebhookSubscriptions,
  bookingsAfter,
  consultationsAfter,
  contactMessagesAfter,
  type DB,
  enqueueWebhookEvent,
  findConsultation,
  setWebhookCursor,
  webhookCursor,
} from '@coach/db';
import { type Consultation, isCallbackRequest } from '@coach/shared';
import { getAvailability } from '../booking/availability';
import type { BookedTime } from '../booking/emails';

/** How many rows of one table a pass turns into events before it sends (the rest wait for the next pass). */
const BATCH = 200;

/**
 * What a booking event carries: the booking (never its private link, which lets whoever holds it cancel or move the
 * time) and the consultation it belongs to.
 */
export function bookingEventData(
  time: Pick<BookedTime, 'bookingId' | 'start' | 'end' | 'timezone'>,
  status: string,
  consultation: Consultation,
) {
  return {
    booking: { id: time.bookingId, start: time.start, end: time.end, timezone: time.timezone, status },
    consultation,
  };
}

/** Queues the events of the leads stored since the last look, each dated when it was stored; returns how many. */
export function queueLeadEvents(db: DB): Promise<number> {
  return db.transaction().execute(queueLeadEventsIn);
}

/**
 * The same, in the caller's transaction: a booking moved or cancelled first has its making queued, so a receiver gets
 * the events in the order they happened.
 */
export async function queueLeadEventsIn(trx: DB): Promise<number> {
  const active = await activeWebhookSubscriptions(trx);
  /** The endpoints that existed when a record was stored: one added later does not get what came before it. */
  const subscribedAt = (createdAt: string) => active.filter((endpoint) => endpoint.created_at <= createdAt);
  let seen = 0;

  const consultations = await consultationsAfter(trx, await webhookCursor(trx, 'consultations'), BATCH);
  const byId = new Map<number, Consultation>();
  for (const consultation of consultations) {
    byId.set(consultation.id, consultation);
    const type = isCallbackRequest(consultation.message) ? 'lead.callback.created' : 'lead.consultation.created';
    const at = new Date(consultation.created_at);
    await enqueueWebhookEvent(
      trx,
      type,
      consultation,
      at,
      { consultation_id: consultation.id },
      subscribedAt(consultation.created_at),
    );
  }

  const messages = await contactMessagesAfter(trx, await webhookCursor(trx, 'contact_messages'), BATCH);
  for (const message of messages) {
    const at = new Date(message.created_at);
    await enqueueWebhookEvent(
      trx,
      'lead.contact.created',
      message,
      at,
      { contact_id: message.id },
      subscribedAt(message.created_at),
    );
  }

  const bookings = await bookingsAfter(trx, await webhookCursor(trx, 'bookings'), BATCH);
  if (bookings.length) {
    const { timezone } = await getAvailability(trx);
    for (const booking of bookings) {
      const consultation = byId.get(booking.consultation_id) ?? (await findConsultation(trx, booking.consultation_id));
      // Its consultation erased meanwhile: nothing left to tell.
      if (!consultation) continue;
      const time = { bookingId: booking.id, start: booking.start_at, end: booking.end_at, timezone };
      // The event of its making: booked, whatever has happened to it since (that has its own event).
      const data = bookingEventData(time, 'booked', consultation);
      await enqueueWebhookEvent(
        trx,
        'booking.created',
        data,
        new Date(booking.created_at),
        { consultation_id: consultation.id },
        subscribedAt(booking.created_at),
      );
    }
  }

  for (const [source, rows] of [
    ['consultations', consultations],
    ['contact_messages', messages],
    ['bookings', bookings],
  ] as const) {
    const last = rows.at(-1);
    if (last) await setWebhookCursor(trx, source, last.id);
    seen += rows.length;
  }
  return seen;
}
