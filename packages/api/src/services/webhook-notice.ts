// The owner's e-mail when the site stops sending to one of her webhook endpoints (a 410, or days of failures).
import { enqueueEmails } from '@coach/db';
import type { Services } from '../trpc';
import { email, oneLine, senderOf } from './lead-emails';

export async function noticeWebhookDisabled(services: Services, endpoint: { url: string }, reason: string) {
  const sender = await senderOf(services.mail, services.settings);
  await enqueueEmails(services.db, [
    email(
      'webhook_disabled',
      'owner',
      sender,
      sender.notifyEmail,
      null,
      oneLine(`Webhook endpoint stopped: ${endpoint.url}`),
      'The website stopped sending events to one of your webhook endpoints. Events meanwhile are not sent to it. ' +
        'Once the endpoint works again, resume it in the portal.',
      [
        ['Endpoint', endpoint.url],
        ['Why', reason],
      ],
    ),
  ]);
  services.onLeadStored?.();
}
