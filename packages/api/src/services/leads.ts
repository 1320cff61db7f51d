// Lead capture: validate-then-store a consultation or contact message with its e-mails in one transaction (shared
// with the other leads that arrive at the same moment: group commit).

import { randomInt } from 'node:crypto';
import { enqueueEmails, insertConsultation, insertContactMessage } from '@coach/db';
import {
  type ConsultationInput,
  type ContactInput,
  HONEYPOT_FIELD,
  type LeadAttribution,
  type LeadAttributionInput,
  visitSource,
} from '@coach/shared';
import type { Services } from '../trpc';
import { reserveSlot } from './booking';
import { bookedConsultationEmails } from './booking/emails';
import { groupCommitFor } from './group-commit';
import { consultationEmails, contactEmails, senderOf } from './lead-emails';

export type LeadReceipt = { id: number; message: string };
/** A consultation's receipt also names the booked time, when the visitor picked one. */
export type ConsultationReceipt = LeadReceipt & { booking?: { start: string; end: string; timezone: string } };

/**
 * Who sent a lead: the address for the rate limit, the site's address for the links in its e-mails, and `door: 'api'`
 * when another tool sent it over REST rather than a visitor through the site's forms.
 */
export type LeadCaller = { ip: string; origin: string; door?: 'api' };

/** The source of a lead another tool sent over REST with no attribution: no counted visit is behind it. */
export const API_SOURCE = 'api';

/** The attribution stored with a lead: the remembered landing, with its source named as the analytics name it. */
export function resolveAttribution(
  input: LeadAttributionInput,
  siteHost: string | null,
  door?: LeadCaller['door'],
): LeadAttribution | null {
  if (!input) {
    return door === 'api'
      ? { source: API_SOURCE, medium: null, campaign: null, referrer: null, landing_page: null }
      : null;
  }
  return {
    source: visitSource(input, siteHost),
    medium: input.utm_medium,
    campaign: input.utm_campaign,
    referrer: input.referrer,
    landing_page: input.landing_page,
  };
}

/** The host of the site's own address (its referrers are no source). */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/** A filled honeypot means a bot: answer as if stored, store nothing. */
const isBot = (input: { [HONEYPOT_FIELD]?: string }) => Boolean(input[HONEYPOT_FIELD]?.trim());
const decoyReceipt = (message: string): LeadReceipt => ({ id: randomInt(1000, 100_000), message });

export async function submitConsultation(
  services: Services,
  caller: LeadCaller,
  input: ConsultationInput,
  now = new Date(),
): Promise<ConsultationReceipt> {
  await services.limits.leads.consume(caller.ip);
  const message = 'Consultation booked successfully';
  if (isBot(input)) return decoyReceipt(message);
  const { slot_start } = input;
  const sender = await senderOf(services.mail, services.settings);
  const { consultation, booked } = await groupCommitFor(services.db).run(async (trx) => {
    const stored = await insertConsultation(
      trx,
      input,
      resolveAttribution(input.attribution, hostOf(caller.origin), caller.door),
    );
    if (!slot_start) {
      await enqueueEmails(trx, consultationEmails(stored, sender));
      return { consultation: stored, booked: null };
    }
    // A time that is not free throws here: this write's savepoint is rolled back, the consultation with it.
    const time = await reserveSlot(trx, stored, slot_start, caller.origin, now);
    await enqueueEmails(trx, bookedConsultationEmails(stored, sender, time, now));
    return { consultation: stored, booked: time };
  });
  services.onLeadStored?.();
  if (!booked) return { id: consultation.id, message };
  // The time is taken: pages showing free times are drawn anew.
  services.onContentChanged?.('booking');
  return { id: consultation.id, message, booking: { start: booked.start, end: booked.end, timezone: booked.timezone } };
}

export async function submitContactMessage(
  services: Services,
  caller: LeadCaller,
  input: ContactInput,
): Promise<LeadReceipt> {
  await services.limits.leads.consume(caller.ip);
  const message = 'Message sent successfully';
  if (isBot(input)) return decoyReceipt(message);
  const sender = await senderOf(services.mail, services.settings);
  const stored = await groupCommitFor(services.db).run(async (trx) => {
    const row = await insertContactMessage(
      trx,
      input,
      resolveAttribution(input.attribution, hostOf(caller.origin), caller.door),
    );
    await enqueueEmails(trx, contactEmails(row, sender));
    return row;
  });
  services.onLeadStored?.();
  return { id: stored.id, message };
}
