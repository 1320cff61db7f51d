// Delivers queued e-mails in the background: over SMTP_URL with nodemailer, or as .eml files in DATA_DIR/outbox.
// A failure is retried with exponential backoff; the lead itself was committed long before and is never at risk.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DB, dueEmails, markEmailAttemptFailed, markEmailSent, type QueuedEmail } from '@coach/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type BackgroundQueue, backgroundQueue } from '../background-queue';

export const MAX_ATTEMPTS = 8;
const POLL_MS = 15_000;
const BATCH = 20;

/** 1 min, 2 min, 4 min ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export type OutboxSender = BackgroundQueue;

export function createOutboxSender(options: {
  db: DB;
  /** MAIL_FROM, or null to send as `sender()` says at the time of sending. */
  mail: { from: string | null; smtpUrl: string | null; outboxDir: string };
  /** The business as Settings name it now, and the address its notices go to. */
  sender: () => Promise<{ name: string; address: string }>;
  log: FastifyBaseLogger;
}): OutboxSender {
  const { db, mail, log } = options;
  // The mail library loads with the first e-mail to send, not at start: a site may go a long time without a lead.
  let transport: Transporter | null = null;
  async function transporter(): Promise<Transporter> {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport = mail.smtpUrl
        ? nodemailer.createTransport(mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
    return transport;
  }

  async function deliver(email: QueuedEmail) {
    const message = {
      // nodemailer encodes the name, so a business name with quotes or commas stays one address.
      from: mail.from ?? (await options.sender()),
      to: email.to_address,
      replyTo: email.reply_to ?? undefined,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body,
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

  async function sendDue(stopping: () => boolean): Promise<number> {
    let delivered = 0;
    for (const email of await dueEmails(db, BATCH)) {
      // Stopping: the message being sent is finished, the rest wait in the outbox for the next start.
      if (stopping()) break;
      try {
        await deliver(email);
        await markEmailSent(db, email.id);
        delivered++;
      } catch (error) {
        const attempts = email.attempts + 1;
        const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(attempts)).toISOString();
        await markEmailAttemptFailed(db, email.id, error instanceof Error ? error.message : String(error), retryAt);
        log.warn({ emailId: email.id, attempts, retryAt }, 'e-mail delivery failed');
      }
    }
    return delivered;
  }

  return backgroundQueue({
    pass: sendDue,
    pollMs: POLL_MS,
    log,
    failure: 'e-mail outbox pass failed',
    closed: () => transport?.close(),
  });
}
