// Outgoing webhooks (Standard Webhooks): the events the site sends, the endpoints the owner adds, and when a failed
// delivery is tried again.
import { z } from 'zod';
import { blogPostSchema } from './blog';
import { bookingStatusSchema } from './booking';
import { consultationSchema } from './consultation';
import { contactMessageSchema } from './contact';
import { idParamSchema } from './recipe';
import { optionalText, refuseUntypeable } from './text';

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

/** When each event is sent, as the portal offers them. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.consultation.created': 'A consultation request arrives',
  'lead.callback.created': 'A call-back request arrives',
  'lead.contact.created': 'A contact message arrives',
  'booking.created': 'A session is booked',
  'booking.rescheduled': 'A booking is moved to another time',
  'booking.cancelled': 'A booking is cancelled',
  'post.published': 'A blog post or vlog goes public',
};

/** The event "Send test event" sends: to one endpoint, whatever it subscribes to, so the receiver can be tried. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery can carry: a subscribed event, or the test event. */
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

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

/** An endpoint whose deliveries have all failed for this long is disabled, and the owner is told. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
export const WEBHOOK_FAILING_REASON = 'Every delivery failed for 5 days in a row';
/** Failures further apart than the longest wait between retries (10 h) and an hour are two runs, not one. */
export const WEBHOOK_RUN_GAP_MS = 11 * 3_600_000;
export const WEBHOOK_GONE_REASON = 'The endpoint answered 410 Gone';

/** Finished deliveries (delivered or given up) leave the log, with the copy of the lead they carry, after this. */
export const WEBHOOK_LOG_KEEP_DAYS = 30;

/** An answer slower than this is a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The body of every delivery: the event's type, when it happened, and the object the REST contract gives for it. */
export type WebhookPayload = { type: WebhookDeliveryEventType; timestamp: string; data: unknown };

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENTS, {
  error: () => `Must be one of ${WEBHOOK_EVENTS.join(', ')}`,
});

export const WEBHOOK_MESSAGES = {
  created: 'Endpoint added. Copy its secret now: it is shown only once.',
  updated: 'Endpoint updated',
  deleted: 'Endpoint deleted',
  rotated: 'New secret made. Copy it now; the old one also signs for 24 hours.',
  notFound: 'Webhook endpoint not found',
  url: 'Must be an https:// address',
  events: 'Choose at least one event',
  privateAddress: 'This address points to a private or reserved network, which webhooks are not sent to',
  plainHttp: 'Plain http:// is allowed only to the addresses in WEBHOOK_ALLOW_ADDRESSES',
  unresolvable: 'This address does not resolve to any server',
  testQueued: 'Test event queued: it is sent within seconds and shows in the delivery log.',
  testNotActive: 'This endpoint is paused or disabled: resume it to send it a test event.',
  resent: 'Delivery queued to be sent again now.',
  deliveryNotFound: 'Delivery not found',
} as const;

/** The body of the test event: no visitor's data, only what says it is a test. */
export const webhookTestData = (endpointId: number) => ({
  endpoint_id: endpointId,
  message: 'A test event sent from the Integrations page. It carries no visitor data.',
});

/** How long a rotated secret still signs beside the new one. */
export const WEBHOOK_ROTATION_MS = 24 * 3_600_000;

const endpointFields = {
  url: z
    .url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url })
    .max(2000, 'Must be at most 2000 characters')
    .check(refuseUntypeable),
  description: optionalText(200, refuseUntypeable).transform((text) => text ?? ''),
  events: z
    .array(webhookEventTypeSchema, { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
};

/** A new endpoint, as the owner adds it. */
export const webhookEndpointInputSchema = z.object(endpointFields);
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** A change: any of the fields, and pausing or resuming (a disabled endpoint is resumed the same way). */
export const webhookEndpointUpdateSchema = z
  .object(endpointFields)
  .partial()
  .extend({ status: z.enum(['active', 'paused'], { error: 'Must be active or paused' }).optional() });

/** An endpoint as the portal and the REST contract show it: never its secret. */
export const webhookEndpointSchema = z
  .object({
    id: z.int(),
    url: z.string(),
    description: z.string(),
    events: z.array(webhookEventTypeSchema),
    status: z.enum(['active', 'paused', 'disabled']),
    disabled_reason: z.string().nullable(),
    failing_since: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** One delivery of the log, with its last attempt. */
export const webhookDeliverySchema = z
  .object({
    id: z.int(),
    message_id: z.string(),
    event_type: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.int(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
    last_attempt: z
      .object({
        attempted_at: z.string(),
        response_status: z.int().nullable(),
        duration_ms: z.int(),
        response_excerpt: z.string(),
        error: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A delivery of an endpoint's log, named by both ids (`/api/admin/webhooks/:id/deliveries/:deliveryId`). */
export const webhookDeliveryParamsSchema = idParamSchema.extend({ deliveryId: idParamSchema.shape.id });

export const webhookAnswers = {
  list: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  created: z.object({
    endpoint: webhookEndpointSchema,
    secret: z.string().meta({ description: 'The signing secret (`whsec_...`), shown this once.' }),
    message: z.string(),
  }),
  updated: z.object({ endpoint: webhookEndpointSchema, message: z.string() }),
  rotated: z.object({ secret: z.string(), message: z.string() }),
  deliveries: z.object({ deliveries: z.array(webhookDeliverySchema) }),
  queued: z.object({ delivery: webhookDeliverySchema, message: z.string() }),
};

/** What a booking event carries: the booking (never its private link) and the consultation it belongs to. */
export const webhookBookingDataSchema = z
  .object({
    booking: z.object({
      id: z.int(),
      start: z.string().meta({ description: 'ISO 8601, UTC.' }),
      end: z.string().meta({ description: 'ISO 8601, UTC.' }),
      timezone: z.string().meta({ description: "The owner's time zone, which her availability is set in." }),
      status: bookingStatusSchema,
    }),
    consultation: consultationSchema,
    cancelled_by: z
      .enum(['visitor', 'owner'])
      .optional()
      .meta({ description: '`booking.cancelled` only: who cancelled it.' }),
  })
  .meta({ id: 'BookingEvent' });

/** The `data` of each event: the object the REST contract gives for its record. */
export const WEBHOOK_EVENT_DATA = {
  'lead.consultation.created': consultationSchema,
  'lead.callback.created': consultationSchema,
  'lead.contact.created': contactMessageSchema,
  'booking.created': webhookBookingDataSchema,
  'booking.rescheduled': webhookBookingDataSchema,
  'booking.cancelled': webhookBookingDataSchema,
  'post.published': blogPostSchema,
  [WEBHOOK_TEST_EVENT]: z.object({ endpoint_id: z.int(), message: z.string() }).meta({ id: 'WebhookTest' }),
} satisfies Record<WebhookDeliveryEventType, z.ZodType>;

/** The body of a delivery of `type`, as signed and sent. */
export const webhookPayloadSchema = (type: WebhookDeliveryEventType) =>
  z.object({
    type: z.literal(type),
    timestamp: z.string().meta({ description: 'When the event happened (ISO 8601, UTC).' }),
    data: WEBHOOK_EVENT_DATA[type],
  });
