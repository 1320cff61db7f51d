// Lead capture: validate-then-store a consultation or contact message with its e-mails in one transaction (shared
// with the other leads that arrive at the same moment: group commit).

import { randomInt } from 'node:crypto';
import { enqueueEmails, insertConsultation, insertContactMessage } from '@coach/db';
import { type ConsultationInput, type ContactInput, HONEYPOT_FIELD } from '@coach/shared';
import type { Services } from '../trpc';
import { groupCommitFor } from './group-commit';
import { consultationEmails, contactEmails } from './lead-emails';

export type LeadReceipt = { id: number; message: string };

/** A filled honeypot means a bot: answer as if stored, store nothing. */
const isBot = (input: { [HONEYPOT_FIELD]?: string }) => Boolean(input[HONEYPOT_FIELD]?.trim());
const decoyReceipt = (message: string): LeadReceipt => ({ id: randomInt(1000, 100_000), message });

export async function submitConsultation(
  services: Services,
  ip: string,
  input: ConsultationInput,
): Promise<LeadReceipt> {
  await services.limits.leads.consume(ip);
  const message = 'Consultation booked successfully';
  if (isBot(input)) return decoyReceipt(message);
  const consultation = await groupCommitFor(services.db).run(async (trx) => {
    const stored = await insertConsultation(trx, input);
    await enqueueEmails(trx, consultationEmails(stored, services.mail));
    return stored;
  });
  services.onLeadStored?.();
  return { id: consultation.id, message };
}

export async function submitContactMessage(services: Services, ip: string, input: ContactInput): Promise<LeadReceipt> {
  await services.limits.leads.consume(ip);
  const message = 'Message sent successfully';
  if (isBot(input)) return decoyReceipt(message);
  const stored = await groupCommitFor(services.db).run(async (trx) => {
    const row = await insertContactMessage(trx, input);
    await enqueueEmails(trx, contactEmails(row, services.mail));
    return row;
  });
  services.onLeadStored?.();
  return { id: stored.id, message };
}
