// Signing a delivery as the Standard Webhooks specification asks: `webhook-signature: v1,<base64 HMAC-SHA256 of
// "id.timestamp.body">` with the endpoint's secret (the bytes after `whsec_`). Receivers verify it with any
// implementation of the specification (the tests use the `standardwebhooks` package).
import { createHmac } from 'node:crypto';

/** One `v1,` signature for one secret. */
function sign(secret: string, id: string, timestamp: number, body: string): string {
  // Every secret is made with the prefix (newWebhookSecret).
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The three headers of a delivery. During a rotation both secrets sign (space-separated signatures), so a receiver
 * holding either verifies it.
 */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}
