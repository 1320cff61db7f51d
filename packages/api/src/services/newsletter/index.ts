// The newsletter's rules, shared by the tRPC procedures, the REST routes and the server's e-mail sender: subscribe with
// double opt-in (the same answer for every address), confirm, leave with one click, change the name; queue each post
// that goes public to the confirmed subscribers; make each recipient's e-mail when it is sent.
import {
  type DB,
  enqueueEmails,
  findNewsletterIssue,
  findSubscriber,
  type QueuedEmail,
  queueNewsletterIssue,
  renameSubscriber,
  requestSubscription,
  type StoredSubscriber,
  confirmSubscriber as storeConfirmation,
  subscriberStatus,
  takeDueNewsletterPosts,
  unsubscribe,
} from '@coach/db';
import {
  HONEYPOT_FIELD,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PENDING_DAYS,
  notFound,
  type SubscribeInput,
  type Subscription,
} from '@coach/shared';
import type { Services } from '../../trpc';
import type { BusinessSettingsStore } from '../business-settings';
import { email, greetingName, type MailSettings, senderOf } from '../lead-emails';
import type { NewsletterLink, TokenService } from '../tokens';

/** Who asked: the address for the per-IP limit, and the site's address as they reached it (their links). */
export type SubscribeCaller = { ip: string; origin: string };

/** The path of the page that confirms a subscription. */
export const confirmSubscriptionPath = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;

/**
 * Subscribe: a new (or returning) address is stored as pending and sent a confirmation link; a confirmed, suppressed or
 * just-asked address gets nothing more. Every case, and a filled honeypot, answers the same.
 */
export async function subscribe(services: Services, caller: SubscribeCaller, input: SubscribeInput) {
  await services.limits.leads.consume(caller.ip);
  const answer = { message: NEWSLETTER_MESSAGES.subscribed };
  if (input[HONEYPOT_FIELD]?.trim()) return answer;
  const origin = services.publicUrl ?? caller.origin;
  const sender = await senderOf(services.mail, services.settings);
  await services.db.transaction().execute(async (trx) => {
    const subscriber = await requestSubscription(trx, {
      email: input.email,
      first_name: input.first_name,
      source: input.source,
      origin,
    });
    if (!subscriber) return;
    const link = `${origin}${confirmSubscriptionPath(services.tokens.newsletterToken('confirm', subscriber))}`;
    const name = subscriber.first_name ? greetingName(subscriber.first_name) : null;
    await enqueueEmails(trx, [
      email(
        'newsletter_confirmation',
        'visitor',
        sender,
        subscriber.email,
        null,
        `Please confirm your subscription to ${sender.business.business_name}`.replace(/[\r\n]+/g, ' '),
        `${name ? `Hi ${name}, please` : 'Please'} confirm that you want new articles from ${sender.business.business_name} by e-mail. Nothing is sent until you do; if you did not ask for this, ignore this e-mail and the address is forgotten in ${NEWSLETTER_PENDING_DAYS} days.`,
        [['Confirm your subscription', { href: link }]],
      ),
    ]);
  });
  services.onLeadStored?.();
  return answer;
}

/** The subscriber a link's token was made for, for that link's purpose; a 404 for any other token. */
async function subscriberOf(services: Services, token: string, purpose: NewsletterLink): Promise<StoredSubscriber> {
  const id = services.tokens.newsletterTokenSubscriber(token);
  const subscriber = id === null ? null : await findSubscriber(services.db, id);
  if (!subscriber || !services.tokens.isNewsletterToken(token, purpose, subscriber)) {
    throw notFound(NEWSLETTER_MESSAGES.linkInvalid);
  }
  return subscriber;
}

export async function confirmSubscription(services: Services, token: string) {
  const subscriber = await subscriberOf(services, token, 'confirm');
  if (!(await storeConfirmation(services.db, subscriber))) throw notFound(NEWSLETTER_MESSAGES.linkInvalid);
  return { message: NEWSLETTER_MESSAGES.confirmed };
}

export async function readSubscription(services: Services, token: string): Promise<{ subscription: Subscription }> {
  const subscriber = await subscriberOf(services, token, 'manage');
  const status = (await subscriberStatus(services.db, subscriber.id)) ?? 'unsubscribed';
  return { subscription: { email: subscriber.email, first_name: subscriber.first_name, status } };
}

/** One click (or one POST from the mailbox provider): unsubscribed at once, the waiting e-mails dropped. */
export async function leaveNewsletter(services: Services, token: string) {
  const subscriber = await subscriberOf(services, token, 'manage');
  await unsubscribe(services.db, subscriber.id);
  return { message: NEWSLETTER_MESSAGES.unsubscribed };
}

export async function renameSubscription(services: Services, token: string, firstName: string | null) {
  const subscriber = await subscriberOf(services, token, 'manage');
  await renameSubscriber(services.db, subscriber.id, firstName);
  return { message: NEWSLETTER_MESSAGES.nameSaved };
}

/**
 * Queues the newsletter of every post that has gone public since the last look and was chosen to go out: its e-mail
 * rendered once, one outbox row per confirmed subscriber. Marking and queueing share a transaction, so a post is
 * queued once. Returns how many e-mails were queued.
 */
export async function queueDueNewsletters(
  services: { db: DB; settings: BusinessSettingsStore },
  now = new Date(),
): Promise<number> {
  const { renderIssue } = await import('./issue-email');
  const business = await services.settings.get();
  return services.db.transaction().execute(async (trx) => {
    let queued = 0;
    for (const post of await takeDueNewsletterPosts(trx, now.toISOString())) {
      if (!post.newsletter) continue;
      const issue = renderIssue(post, business, post.newsletter);
      queued += (await queueNewsletterIssue(trx, { post_id: post.id, ...issue })).recipients;
    }
    return queued;
  });
}

/** What the sender needs to make a newsletter e-mail: the signing, the site's address and the owner's inbox. */
export type NewsletterComposer = {
  db: DB;
  tokens: TokenService;
  publicUrl: string | null;
  mail: MailSettings;
  settings: BusinessSettingsStore;
};

/**
 * One recipient's newsletter e-mail, made when it is sent: the issue with their site address, link and name, and the
 * one-click unsubscribe headers (RFC 8058). Null when it must not go: the reader left or was removed, or the post's
 * issue is gone.
 */
export async function composeNewsletterEmail(composer: NewsletterComposer, queued: QueuedEmail) {
  if (queued.newsletter_issue_id === null || queued.subscriber_id === null) return null;
  const [issue, subscriber] = await Promise.all([
    findNewsletterIssue(composer.db, queued.newsletter_issue_id),
    findSubscriber(composer.db, queued.subscriber_id),
  ]);
  if (!issue || subscriber?.status !== 'subscribed' || subscriber.email !== queued.to_address) return null;
  const { personalise, manageSubscriptionPath } = await import('./issue-text');
  const origin = composer.publicUrl ?? subscriber.origin;
  const token = composer.tokens.newsletterToken('manage', subscriber);
  const { html, text } = personalise(issue, {
    origin,
    token,
    name: subscriber.first_name ? greetingName(subscriber.first_name) : 'there',
  });
  const sender = await senderOf(composer.mail, composer.settings);
  const mailto = `mailto:${sender.notifyEmail}?subject=${encodeURIComponent(`Unsubscribe ${subscriber.email}`)}`;
  return {
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${origin}${manageSubscriptionPath(token)}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
