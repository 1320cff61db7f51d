// Sends queued webhook deliveries in the background, signed (Standard Webhooks), and records every attempt. A
// delivery is tried again on the schedule of WEBHOOK_RETRY_DELAYS_MS with the same `webhook-id`; a 2xx is delivered,
// a 410 stops the endpoint, redirects are not followed, and an answer slower than 10 s is a failure. Addresses are
// checked when the connection is made (request-filtering-agent), so a name that resolves to a private address is
// refused even if it resolved elsewhere when the endpoint was saved.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { connectionAllowList, isAllowedAddress } from '@coach/api';
import { type DB, type DueWebhookDelivery, dueWebhookDeliveries, recordWebhookAttempt } from '@coach/db';
import { WEBHOOK_GONE_REASON, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS } from '@coach/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type BackgroundQueue, backgroundQueue } from '../background-queue';
import { webhookHeaders } from './signature';

const POLL_MS = 5_000;
const PLAIN_HTTP_REFUSED =
  'Plain http:// is sent only to the addresses in WEBHOOK_ALLOW_ADDRESSES: this one is not allowed';
const BATCH = 20;
/** How much of an answer the delivery log keeps. */
const EXCERPT_BYTES = 1024;

export type WebhookDispatcher = BackgroundQueue;

type Answer = { status: number | null; excerpt: string; error: string | null };

export function createWebhookDispatcher(options: {
  db: DB;
  log: FastifyBaseLogger;
  /**
   * Addresses (CIDR) deliveries may reach although they are private, and the only ones `http://` may reach
   * (WEBHOOK_ALLOW_ADDRESSES). Empty: https to public addresses only.
   */
  allowedAddresses: readonly string[];
  /** The clock: a test moves it to reach retries. */
  now?: () => Date;
  /** Name resolution: a test answers a forbidden address with it. */
  lookup?: LookupFunction;
  /** Tells the owner an endpoint was disabled (an e-mail). */
  onDisabled?: (endpoint: { url: string }, reason: string) => Promise<void>;
  /**
   * Turns what was stored since the last look into events (new leads, posts gone public, scheduled ones whose time
   * came); returns how many records it turned. Called until it finds none.
   */
  queueEvents?: (now: Date) => Promise<number>;
  /**
   * True while the site is busy storing leads: a pass waits for a quiet moment (and stops between deliveries), so
   * sending never slows the writes visitors wait for. It waits at most a few seconds.
   */
  busy?: () => boolean;
}): WebhookDispatcher {
  const { db, log, allowedAddresses } = options;
  const now = options.now ?? (() => new Date());

  // The HTTP client and the address filter load with the first delivery, not at start.
  let agents: { http: import('node:http').Agent; https: import('node:https').Agent } | null = null;
  async function agentFor(protocol: string) {
    if (!agents) {
      const { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } = await import('request-filtering-agent');
      const allowIPAddressList = connectionAllowList(allowedAddresses);
      agents = {
        http: new RequestFilteringHttpAgent({ allowIPAddressList }),
        https: new RequestFilteringHttpsAgent({ allowIPAddressList }),
      };
    }
    return protocol === 'https:' ? agents.https : agents.http;
  }

  /**
   * Plain http reaches only the addresses the operator allows: of what a name resolves to, only those are kept, at
   * the connection itself (a name cannot resolve elsewhere between check and connect). The filtering agent then
   * refuses private ones not allowed, as for https.
   */
  const allowedOnly =
    (resolve: LookupFunction): LookupFunction =>
    (hostname, lookupOptions, callback) =>
      resolve(hostname, { ...lookupOptions, all: true }, (error, found) => {
        if (error) return callback(error, '', 0);
        const kept = (found as unknown as LookupAddress[]).filter((a) => isAllowedAddress(a.address, allowedAddresses));
        if (!kept.length) return callback(Object.assign(new Error(PLAIN_HTTP_REFUSED), { code: 'ENOTALLOWED' }), '', 0);
        if (lookupOptions.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, kept);
        return callback(null, kept[0]?.address ?? '', kept[0]?.family ?? 4);
      });

  async function post(delivery: DueWebhookDelivery, sentAt: Date): Promise<Answer> {
    const url = new URL(delivery.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return { status: null, excerpt: '', error: 'Only https:// (or http:// to an allowed address) is sent to' };
    }
    const plain = url.protocol === 'http:';
    // An address written in the URL is not looked up: it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (plain && isIP(literal) && !isAllowedAddress(literal, allowedAddresses)) {
      return { status: null, excerpt: '', error: PLAIN_HTTP_REFUSED };
    }
    const { request } = plain ? await import('node:http') : await import('node:https');
    const secrets = [delivery.secret];
    if (delivery.previous_secret && (delivery.previous_secret_expires_at ?? '') > sentAt.toISOString()) {
      secrets.push(delivery.previous_secret);
    }
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'webhooks (Standard Webhooks)',
      ...webhookHeaders(secrets, delivery.message_id, Math.floor(sentAt.getTime() / 1000), delivery.payload),
    };
    const agent = await agentFor(url.protocol);
    return new Promise<Answer>((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers,
          agent,
          timeout: WEBHOOK_TIMEOUT_MS,
          ...(plain
            ? { lookup: allowedOnly(options.lookup ?? (dnsLookup as LookupFunction)) }
            : options.lookup && { lookup: options.lookup }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < EXCERPT_BYTES) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? null,
              excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
              error: null,
            }),
          );
          res.on('error', (error) => resolve({ status: res.statusCode ?? null, excerpt: '', error: error.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => resolve({ status: null, excerpt: '', error: error.message }));
      req.end(delivery.payload);
    });
  }

  /** Tries one delivery; true when delivered, 'disabled' when this attempt stopped its endpoint. */
  async function attempt(delivery: DueWebhookDelivery): Promise<boolean | 'disabled'> {
    const sentAt = now();
    const started = performance.now();
    const answer = await post(delivery, sentAt).catch(
      (error: unknown): Answer => ({ status: null, excerpt: '', error: String(error) }),
    );
    const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const delay = WEBHOOK_RETRY_DELAYS_MS[delivery.attempts];
    const disabled = await recordWebhookAttempt(db, delivery, {
      attemptedAt: sentAt.toISOString(),
      responseStatus: answer.status,
      durationMs: Math.round(performance.now() - started),
      responseExcerpt: answer.excerpt,
      error: answer.error,
      delivered,
      disable: answer.status === 410 ? WEBHOOK_GONE_REASON : null,
      retryAt:
        delivered || answer.status === 410 || delay === undefined
          ? null
          : new Date(sentAt.getTime() + delay).toISOString(),
    });
    if (!delivered) {
      log.warn({ deliveryId: delivery.id, status: answer.status, error: answer.error }, 'webhook delivery failed');
    }
    if (disabled) {
      await options.onDisabled?.({ url: delivery.url }, disabled);
      return 'disabled';
    }
    return delivered;
  }

  async function sendDue(stopping: () => boolean): Promise<number> {
    let delivered = 0;
    // An endpoint stopped during this pass gets none of the rest of it.
    const stopped = new Set<number>();
    // A full batch, or new events, mean more may be due (a backlog after a restart or a burst): the pass goes on.
    for (let more = true; more && !stopping(); ) {
      const queued = (await options.queueEvents?.(now())) ?? 0;
      const due = await dueWebhookDeliveries(db, BATCH, now().toISOString());
      more = due.length === BATCH || queued > 0;
      for (const delivery of due) {
        if (stopping()) break;
        if (stopped.has(delivery.endpoint_id)) continue;
        const result = await attempt(delivery);
        if (result === 'disabled') stopped.add(delivery.endpoint_id);
        else if (result) delivered++;
      }
    }
    return delivered;
  }

  return backgroundQueue({
    pass: sendDue,
    busy: options.busy,
    pollMs: POLL_MS,
    log,
    failure: 'webhook pass failed',
    closed: () => {
      agents?.http.destroy();
      agents?.https.destroy();
    },
  });
}
