// The owner's webhook endpoints (`webhookEndpoints.add(...)`), the same for the REST contract and the portal: an address is checked before it is
// saved, the secret is shown once (on adding and on rotating), and a test event or a resend goes through the same
// durable queue as every event, waking the server's dispatcher.
import type { LookupFunction } from 'node:net';
import {
  createWebhookEndpoint,
  type DB,
  deleteWebhookEndpoint,
  enqueueWebhookTest,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@coach/db';
import {
  invalid,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type webhookEndpointUpdateSchema,
} from '@coach/shared';
import type { z } from 'zod';
import { refusedWebhookAddress } from './address';

/** What the server gives the webhook area: the operator's allowed private addresses and its dispatcher's wake-up. */
export type WebhookSettings = {
  /** WEBHOOK_ALLOW_ADDRESSES: addresses and ranges plain http and private addresses may reach. */
  allowedAddresses: readonly string[];
  /** The resolver an endpoint's name is checked with: the system's, or a test's stub. */
  lookup?: LookupFunction;
  /** Called after a delivery is queued outside a lead's write (a test event, a resend). */
  onQueued?: () => void;
};

type WebhookServices = { db: DB; webhooks?: WebhookSettings };
type EndpointChanges = z.infer<typeof webhookEndpointUpdateSchema>;

/** Refuses an address webhooks may not be sent to, as a 400 naming the field. */
async function checkAddress({ webhooks }: WebhookServices, url: string | undefined): Promise<void> {
  const refused = url && (await refusedWebhookAddress(url, webhooks?.allowedAddresses ?? [], webhooks?.lookup));
  if (refused) throw invalid(`url: ${refused}`);
}

export const list = (services: WebhookServices): Promise<WebhookEndpoint[]> => listWebhookEndpoints(services.db);

export async function add(services: WebhookServices, input: WebhookEndpointInput) {
  await checkAddress(services, input.url);
  const { endpoint, secret } = await createWebhookEndpoint(services.db, input);
  return { endpoint, secret, message: WEBHOOK_MESSAGES.created };
}

export async function change(services: WebhookServices, id: number, changes: EndpointChanges) {
  await checkAddress(services, changes.url);
  return { endpoint: await updateWebhookEndpoint(services.db, id, changes), message: WEBHOOK_MESSAGES.updated };
}

export async function remove(services: WebhookServices, id: number) {
  await deleteWebhookEndpoint(services.db, id);
  return { message: WEBHOOK_MESSAGES.deleted };
}

export async function rotateSecret(services: WebhookServices, id: number) {
  return { secret: await rotateWebhookSecret(services.db, id), message: WEBHOOK_MESSAGES.rotated };
}

export const deliveries = async (
  services: WebhookServices,
  id: number,
): Promise<{ deliveries: WebhookDelivery[] }> => ({ deliveries: await listWebhookDeliveries(services.db, id) });

/** Queues the test event for the endpoint and wakes the dispatcher: it shows in the log within seconds. */
export async function sendTest(services: WebhookServices, id: number) {
  const delivery = await enqueueWebhookTest(services.db, id);
  services.webhooks?.onQueued?.();
  return { delivery, message: WEBHOOK_MESSAGES.testQueued };
}

/** Makes one delivery of the endpoint's log due now, with its own `webhook-id`. */
export async function resend(services: WebhookServices, id: number, deliveryId: number) {
  const delivery = await resendWebhookDelivery(services.db, id, deliveryId);
  services.webhooks?.onQueued?.();
  return { delivery, message: WEBHOOK_MESSAGES.resent };
}
