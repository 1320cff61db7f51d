// The two e-mails every lead sends: a notification to the business and a confirmation to the visitor. Both name the
// business as Settings name it when the lead arrives; the visitor's copy is signed by the owner.
// Visitor text is escaped in the HTML part; the plain-text part carries it as typed.
import type { OutboxEmail } from '@coach/db';
import { type BusinessSettings, type Consultation, type ContactMessage, GOAL_LABELS } from '@coach/shared';
import escapeHtml from 'escape-html';
import type { BusinessSettingsStore } from './business-settings';

/** NOTIFY_EMAIL: where the owner's notices go; without it, the e-mail address in Settings. */
export type MailSettings = { notifyEmail: string | null };

/** Who the e-mails are from as they are written: the owner's inbox, and the business as Settings name it now. */
export type Sender = { notifyEmail: string; business: BusinessSettings };

export async function senderOf(mail: MailSettings, settings: BusinessSettingsStore): Promise<Sender> {
  const business = await settings.get();
  return { notifyEmail: mail.notifyEmail ?? business.email, business };
}

/** Who reads an e-mail: the owner (a notice from the website) or a visitor (signed by the owner). */
export type Audience = 'owner' | 'visitor';

/** The lines after an e-mail's rows: the owner's sign-off and the business's details, or the website's note. */
function closing(sender: Sender, audience: Audience): { signOff: string[]; footer: string[] } {
  const b = sender.business;
  if (audience === 'owner') return { signOff: [], footer: [`Sent by the website of ${b.business_name}`] };
  const address = [b.street_address, b.city, b.country].filter(Boolean).join(', ');
  return {
    signOff: ['Warm regards,', `${b.owner_short_name}, ${b.business_name}`],
    footer: [[b.business_name, b.phone, b.email].join(' · '), address].filter(Boolean),
  };
}

/** A row's value: text, a number, nothing (the row is left out), or a link (an address this server made). */
export type EmailValue = string | number | null | { href: string };
export type EmailRow = [string, EmailValue];

const cell = (value: EmailValue) =>
  typeof value === 'object' && value !== null
    ? `<a href="${escapeHtml(value.href)}">${escapeHtml(value.href)}</a>`
    : escapeHtml(String(value));
const plain = (value: EmailValue) => (typeof value === 'object' && value !== null ? value.href : value);
const shown = (rows: EmailRow[]) => rows.filter(([, value]) => value !== null && value !== '');

function html(title: string, rows: EmailRow[], intro: string, end: ReturnType<typeof closing>): string {
  const body = shown(rows)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${cell(value)}</td></tr>`,
    )
    .join('');
  const signOff = end.signOff.length ? `<p>${end.signOff.map((line) => escapeHtml(line)).join('<br>')}</p>` : '';
  const footer = `<p style="color:#64748b">${end.footer.map((line) => escapeHtml(line)).join('<br>')}</p>`;
  return `<!doctype html><html><body style="font-family:sans-serif;color:#1e293b"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p><table>${body}</table>${signOff}${footer}</body></html>`;
}

function text(title: string, rows: EmailRow[], intro: string, end: ReturnType<typeof closing>): string {
  const lines = shown(rows).map(([label, value]) => `${label}: ${plain(value)}`);
  const parts = [title, intro, lines.join('\n'), end.signOff.join('\n'), end.footer.join('\n')];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** One e-mail to the owner (`to` is her inbox) or to a visitor, closed as its audience expects. */
export function email(
  kind: string,
  audience: Audience,
  sender: Sender,
  to: string,
  replyTo: string | null,
  subject: string,
  intro: string,
  rows: EmailRow[],
): OutboxEmail {
  const end = closing(sender, audience);
  return {
    kind,
    to_address: to,
    reply_to: replyTo,
    subject,
    text_body: text(subject, rows, intro, end),
    html_body: html(subject, rows, intro, end),
  };
}

/**
 * Confirmations go to an address nobody has verified, so they carry none of the visitor's free text beyond a short
 * first name: the form cannot be used to send someone else a message.
 */
export const greetingName = (name: string) => (name.trim().split(/\s+/)[0] ?? '').slice(0, 40);

/** Header values must be one line: a visitor's name can never inject another header. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 120);

/** The business's copy of a consultation: everything the visitor sent. */
export const consultationRows = (c: Consultation): EmailRow[] => [
  ['Name', c.name],
  ['Email', c.email],
  ['Phone', c.phone],
  ['Goal', GOAL_LABELS[c.goal]],
  ['Age', c.age],
  ['Current weight (kg)', c.current_weight],
  ['Target weight (kg)', c.target_weight],
  ['Health conditions', c.health_conditions],
  ['Message', c.message],
];

/** A request without a booked time: the business calls the visitor back (booking/emails.ts has the booked kind). */
export function consultationEmails(c: Consultation, sender: Sender): OutboxEmail[] {
  return [
    email(
      'consultation_notification',
      'owner',
      sender,
      sender.notifyEmail,
      c.email,
      oneLine(`New consultation request from ${c.name}`),
      'A new consultation request was booked on the website.',
      consultationRows(c),
    ),
    email(
      'consultation_confirmation',
      'visitor',
      sender,
      c.email,
      sender.notifyEmail,
      oneLine(`Your free consultation with ${sender.business.business_name}`),
      `Thank you, ${greetingName(c.name)}. We have received your consultation request and will contact you within 24 hours on the phone number below.`,
      [
        ['Phone', c.phone],
        ['Goal', GOAL_LABELS[c.goal]],
      ],
    ),
  ];
}

export function contactEmails(m: ContactMessage, sender: Sender): OutboxEmail[] {
  return [
    email(
      'contact_notification',
      'owner',
      sender,
      sender.notifyEmail,
      m.email,
      oneLine(`New message: ${m.subject}`),
      'A new message was sent from the website contact form.',
      [
        ['Name', m.name],
        ['Email', m.email],
        ['Phone', m.phone],
        ['Subject', m.subject],
        ['Message', m.message],
      ],
    ),
    email(
      'contact_confirmation',
      'visitor',
      sender,
      m.email,
      sender.notifyEmail,
      oneLine(`We received your message - ${sender.business.business_name}`),
      `Thank you, ${greetingName(m.name)}. We have received your message and will get back to you within 24 hours.`,
      [],
    ),
  ];
}
