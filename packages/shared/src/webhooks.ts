// Outgoing webhooks (Standard Webhooks): the events the site sends, the endpoints the owner adds, and when a failed
// delivery is tried again.
import { z } from 'zod';

/** Every event type, in the order the portal lists them. */
export const WEBHOOK_EVENTS = [
  'lead.consultation.created',
  'lead.callback.created',
  'lead.contact.created',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'post.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * After the first attempt fails, the next ones come this much later (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h...):
 * about three days in all. A delivery still failing after the last is given up.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** An answer slower than this is a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The body of every delivery: the event's type, when it happened, and the object the REST contract gives for it. */
export type WebhookPayload = { type: WebhookEventType; timestamp: string; data: unknown };

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENTS, {
  error: () => `Must be one of ${WEBHOOK_EVENTS.join(', ')}`,
});
