// The newsletter: readers subscribe with double opt-in, each new post reaches them, one click leaves. The forms, the
// link tokens, the admin list and its CSV.
import { z } from 'zod';
import { type CsvColumn, toCsv } from './admin-leads';
import { EMAIL_PATTERN } from './lead-rules';
import { optionalParam, pageQuerySchema, paginationSchema } from './pagination';
import { optionalText, refuseUntypeable, requiredText } from './text';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from './vocabulary';

const firstName = optionalText(60, refuseUntypeable);

export const subscribeInputSchema = z.object({
  email: requiredText('Email is required', 200, refuseUntypeable)
    .regex(EMAIL_PATTERN, 'Please enter a valid email.')
    .transform((email) => email.toLowerCase()),
  first_name: firstName,
  /** The page the form was on (`/blog`, `/blog/12`, ...): the list's "source". */
  source: optionalText(200, refuseUntypeable),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

/** A link's token: `<subscriber id>.<signature>`; only this server can make one, each for one address. */
export const newsletterTokenSchema = z
  .string({ error: NEWSLETTER_MESSAGES.linkInvalid })
  .trim()
  .max(200)
  .regex(/^\d{1,12}\.[A-Za-z0-9_-]{16,100}$/, NEWSLETTER_MESSAGES.linkInvalid);

export const newsletterTokenInputSchema = z.object({ token: newsletterTokenSchema });
export const renameSubscriberSchema = z.object({ token: newsletterTokenSchema, first_name: firstName });

/**
 * The manage page's two forms post to one address (`/forms/newsletter-manage`): the pressed button's value says which
 * write it is, and the page it goes back to says which was done (`?changed=<intent>`).
 */
export const MANAGE_SUBSCRIPTION_INTENT_FIELD = 'intent';
export const MANAGE_SUBSCRIPTION_INTENTS = ['rename', 'unsubscribe'] as const;
export type ManageSubscriptionIntent = (typeof MANAGE_SUBSCRIPTION_INTENTS)[number];
export const MANAGE_SUBSCRIPTION_CHANGED_PARAM = 'changed';

/** What the manage page shows of the subscription its link is for. */
export const subscriptionSchema = z
  .object({
    email: z.string(),
    first_name: z.string().nullable(),
    status: z.enum(SUBSCRIBER_STATUSES),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriberSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    first_name: z.string().nullable(),
    status: z.enum(SUBSCRIBER_STATUSES),
    source: z.string().nullable().meta({ description: 'The page the reader subscribed on.' }),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberFilterSchema = z.object({
  status: optionalParam(z.enum(SUBSCRIBER_STATUSES)),
  search: optionalParam(z.string().trim().max(200)),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;
export const adminSubscriberQuerySchema = pageQuerySchema.extend(subscriberFilterSchema.shape);
export type AdminSubscriberQuery = z.infer<typeof adminSubscriberQuerySchema>;

export const subscriberCountsSchema = z
  .object({
    pending: z.int(),
    subscribed: z.int(),
    unsubscribed: z.int(),
    suppressed: z.int(),
  })
  .meta({ id: 'SubscriberCounts' });
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const newsletterAnswers = {
  message: z.object({ message: z.string() }),
  subscription: z.object({ subscription: subscriptionSchema }),
  page: z.object({
    subscribers: z.array(subscriberSchema),
    counts: subscriberCountsSchema,
    pagination: paginationSchema,
  }),
};

const SUBSCRIBER_CSV_COLUMNS: ReadonlyArray<CsvColumn<Subscriber>> = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Email', value: (r) => r.email },
  { header: 'First Name', value: (r) => r.first_name },
  { header: 'Status', value: (r) => SUBSCRIBER_STATUS_LABELS[r.status] },
  { header: 'Source', value: (r) => r.source },
  { header: 'Subscribed At', value: (r) => r.created_at },
  { header: 'Confirmed At', value: (r) => r.confirmed_at },
  { header: 'Unsubscribed At', value: (r) => r.unsubscribed_at },
];
export const subscribersCsv = (rows: readonly Subscriber[]) => toCsv(SUBSCRIBER_CSV_COLUMNS, rows);
