// The owner's e-mails about the site's own machinery: one of her webhook endpoints stopped (a 410, or days of
// failures), or backups not reaching off-site storage for a day.
import { enqueueEmails } from '@coach/db';
import type { Services } from '../trpc';
import { type EmailRow, email, oneLine, senderOf } from './lead-emails';

/** Queues one e-mail to the owner (NOTIFY_EMAIL, else the Settings address) and wakes the sender. */
export async function noticeOwner(services: Services, kind: string, subject: string, intro: string, rows: EmailRow[]) {
  const sender = await senderOf(services.mail, services.settings);
  await enqueueEmails(services.db, [email(kind, 'owner', sender, sender.notifyEmail, null, subject, intro, rows)]);
  services.onLeadStored?.();
}

export async function noticeWebhookDisabled(services: Services, endpoint: { url: string }, reason: string) {
  await noticeOwner(
    services,
    'webhook_disabled',
    oneLine(`Webhook endpoint stopped: ${endpoint.url}`),
    'The website stopped sending events to one of your webhook endpoints. Events meanwhile are not sent to it. ' +
      'Once the endpoint works again, resume it in the portal.',
    [
      ['Endpoint', endpoint.url],
      ['Why', reason],
    ],
  );
}
