// Delivers queued e-mails in the background: over SMTP_URL with nodemailer (pooled connections), or as .eml files in
// DATA_DIR/outbox. Two lanes: every due transactional e-mail (a lead's confirmation, an invite, the owner's notice)
// goes before the next few bulk ones (a newsletter), each lane at its own pace, so a visitor's confirmation never
// waits behind a newsletter. A pass drains what is due, giving way to a burst of leads. A failure is retried with
// exponential backoff; the lead itself was committed long before and is never at risk.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  claimEmails,
  type DB,
  dueEmails,
  type EmailLane,
  emailSuppression,
  markEmailAttemptFailed,
  markEmailSent,
  type QueuedEmail,
  releaseEmails,
  suppressEmailAddress,
} from '@coach/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type BackgroundQueue, backgroundQueue } from '../background-queue';

export const MAX_ATTEMPTS = 8;
const POLL_MS = 15_000;
const BATCH = 20;
/** Simultaneous connections to the SMTP server: a small site's provider may allow few. */
const SMTP_CONNECTIONS = 2;

/**
 * The headers a DKIM signature covers: nodemailer's own list plus List-Unsubscribe-Post, which RFC 8058 requires to be
 * signed with List-Unsubscribe (a mailbox provider ignores a one-click header it cannot trust).
 */
const DKIM_SIGNED_HEADERS = [
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding',
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID',
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post',
  'List-Owner:List-Archive',
].join(':');

/** 1 min, 2 min, 4 min ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export type OutboxSender = BackgroundQueue;

/** A newsletter e-mail as its recipient gets it. */
export type ComposedEmail = { html: string; text: string; headers: Record<string, string> };

/**
 * A hard bounce or a complaint, as the SMTP server reports it when the e-mail is handed over: a permanent (5xx) refusal
 * of the recipient or of the message. Null for anything worth trying again (4xx, a lost connection).
 */
function permanentRefusal(error: unknown): string | null {
  const { responseCode, response, code } = (error ?? {}) as { responseCode?: number; response?: string; code?: string };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return null;
  if (!responseCode || responseCode < 500 || responseCode > 599) return null;
  return `Refused by the receiving server: ${String(response ?? responseCode).slice(0, 300)}`;
}

export function createOutboxSender(options: {
  db: DB;
  /** MAIL_FROM, or null to send as `sender()` says at the time of sending. */
  mail: {
    from: string | null;
    smtpUrl: string | null;
    outboxDir: string;
    /** Each lane's pace (e-mails a second; 0 for as fast as the server takes them). */
    perSecond: Record<EmailLane, number>;
    /** DKIM signing of every e-mail, or null. */
    dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  };
  /** The business as Settings name it now, and the address its notices go to. */
  sender: () => Promise<{ name: string; address: string }>;
  log: FastifyBaseLogger;
  /**
   * Makes a newsletter e-mail (one naming its issue and subscriber) for its recipient when it is sent: its text and
   * its one-click unsubscribe headers, or null when it must not go (the reader left).
   */
  compose?: (email: QueuedEmail) => Promise<ComposedEmail | null>;
  /** Runs before each pass: queues the newsletters of posts that have gone public. */
  beforePass?: () => Promise<unknown>;
  /** True while the site is busy storing leads: passes wait a moment (background-queue.ts). */
  busy?: () => boolean;
}): OutboxSender {
  const { db, mail, log } = options;
  // The mail library loads with the first e-mail to send, not at start: a site may go a long time without a lead.
  let transport: Transporter | null = null;
  async function transporter(): Promise<Transporter> {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport = mail.smtpUrl
        ? // One pool of connections kept open across e-mails: no new connection and TLS handshake for each.
          nodemailer.createTransport({
            url: mail.smtpUrl,
            pool: true,
            maxConnections: SMTP_CONNECTIONS,
            ...(mail.dkim && { dkim: { ...mail.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } }),
          })
        : nodemailer.createTransport({
            streamTransport: true,
            buffer: true,
            newline: 'unix',
            ...(mail.dkim && { dkim: { ...mail.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } }),
          });
    }
    return transport;
  }

  async function deliver(email: QueuedEmail, composed: ComposedEmail | null) {
    const message = {
      // nodemailer encodes the name, so a business name with quotes or commas stays one address.
      from: mail.from ?? (await options.sender()),
      to: email.to_address,
      replyTo: email.reply_to ?? undefined,
      subject: email.subject,
      text: composed?.text ?? email.text_body,
      html: composed?.html ?? email.html_body,
      headers: composed?.headers,
      // A booking's invite: a text/calendar alternative with its METHOD, which calendars offer to add or update.
      icalEvent: email.ical_content
        ? { method: email.ical_method ?? 'REQUEST', filename: 'invite.ics', content: email.ical_content }
        : undefined,
    };
    const info = await (await transporter()).sendMail(message);
    if (!mail.smtpUrl) {
      await mkdir(mail.outboxDir, { recursive: true });
      await writeFile(
        join(mail.outboxDir, `${String(email.id).padStart(6, '0')}-${email.kind}.eml`),
        info.message as Buffer,
      );
    }
  }

  /** When each lane may send next: its pace, kept across passes. */
  const nextSendAt: Record<EmailLane, number> = { transactional: 0, bulk: 0 };
  async function paced(lane: EmailLane) {
    const wait = nextSendAt[lane] - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const rate = mail.perSecond[lane];
    nextSendAt[lane] = rate > 0 ? Math.max(nextSendAt[lane], performance.now() - 1000 / rate) + 1000 / rate : 0;
  }

  async function composeNewsletter(email: QueuedEmail) {
    return options.compose ? options.compose(email) : null;
  }

  /** Sends one e-mail and records how it went; true when it left. */
  async function send(email: QueuedEmail): Promise<boolean> {
    const suppressed = await emailSuppression(db, email.to_address);
    if (suppressed) {
      await markEmailAttemptFailed(db, email, `Not sent: the address is suppressed (${suppressed})`, null);
      return false;
    }
    const composed = email.newsletter_issue_id !== null ? await composeNewsletter(email) : null;
    if (email.newsletter_issue_id !== null && !composed) {
      await markEmailAttemptFailed(db, email, 'Not sent: the reader unsubscribed or was removed', null);
      return false;
    }
    try {
      await paced(email.lane);
      await deliver(email, composed);
      // Bulk mail was marked sent with its batch, before it was handed over (sendDue); transactional mail is marked
      // after, so a crash sends it again rather than losing it.
      if (email.lane !== 'bulk') await markEmailSent(db, email.id);
      return true;
    } catch (error) {
      const refusal = permanentRefusal(error);
      if (refusal) {
        // The receiving side said no for good: no retry, and no later e-mail to this address.
        await suppressEmailAddress(db, email.to_address, refusal);
        await markEmailAttemptFailed(db, email, refusal, null);
        log.warn({ emailId: email.id }, 'e-mail refused for good; the address is suppressed');
        return false;
      }
      const attempts = email.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(attempts)).toISOString();
      await markEmailAttemptFailed(db, email, error instanceof Error ? error.message : String(error), retryAt);
      log.warn({ emailId: email.id, attempts, retryAt }, 'e-mail delivery failed');
      return false;
    }
  }

  async function sendDue(stopping: () => boolean): Promise<number> {
    let delivered = 0;
    // A newsletter that cannot be queued (its post fails to render) is logged, and never holds up the rest.
    await options.beforePass?.().catch((error) => log.error({ err: error }, 'newsletter not queued'));
    // Stopping: the message being sent is finished, the rest wait in the outbox for the next start.
    while (!stopping()) {
      // Every due transactional e-mail first; then one second's worth of bulk mail, and a look again.
      const urgent = await dueEmails(db, BATCH, 'transactional');
      const batch = urgent.length ? urgent : await dueEmails(db, mail.perSecond.bulk || BATCH, 'bulk');
      if (!batch.length) break;
      // A newsletter's batch is marked sent in one write before any of it is handed over: a crash loses at most this
      // batch for its readers, never sends anyone a post twice, and costs one sync a batch rather than one an e-mail.
      const bulk = batch[0]?.lane === 'bulk';
      if (bulk)
        await claimEmails(
          db,
          batch.map((email) => email.id),
        );
      let next = 0;
      while (next < batch.length && !stopping()) {
        if (await send(batch[next] as QueuedEmail)) delivered++;
        next++;
      }
      // Stopped in the middle: what was not handed over goes back to the queue for the next start.
      if (bulk)
        await releaseEmails(
          db,
          batch.slice(next).map((email) => email.id),
        );
    }
    return delivered;
  }

  return backgroundQueue({
    pass: sendDue,
    busy: options.busy,
    pollMs: POLL_MS,
    log,
    failure: 'e-mail outbox pass failed',
    closed: () => transport?.close(),
  });
}
