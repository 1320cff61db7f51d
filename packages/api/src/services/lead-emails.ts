// The two e-mails every lead sends: a notification to the business and a confirmation to the visitor.
// Visitor text is escaped in the HTML part; the plain-text part carries it as typed.
import type { OutboxEmail } from '@coach/db';
import { type Consultation, type ContactMessage, GOAL_LABELS, SITE } from '@coach/shared';
import escapeHtml from 'escape-html';

export type MailSettings = { notifyEmail: string };

/** A row's value: text, a number, nothing (the row is left out), or a link (an address this server made). */
export type EmailValue = string | number | null | { href: string };
export type EmailRow = [string, EmailValue];

const cell = (value: EmailValue) =>
  typeof value === 'object' && value !== null
    ? `<a href="${escapeHtml(value.href)}">${escapeHtml(value.href)}</a>`
    : escapeHtml(String(value));
const plain = (value: EmailValue) => (typeof value === 'object' && value !== null ? value.href : value);

function html(title: string, rows: EmailRow[], intro: string): string {
  const body = rows
    .filter(([, value]) => value !== null && value !== '')
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${cell(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:sans-serif;color:#1e293b"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p><table>${body}</table><p style="color:#64748b">${escapeHtml(SITE.brand)}</p></body></html>`;
}

function text(title: string, rows: EmailRow[], intro: string): string {
  const lines = rows.filter(([, v]) => v !== null && v !== '').map(([label, value]) => `${label}: ${plain(value)}`);
  return `${title}\n\n${intro}\n\n${lines.join('\n')}\n\n${SITE.brand}\n`;
}

export function email(
  kind: string,
  to: string,
  replyTo: string | null,
  subject: string,
  intro: string,
  rows: EmailRow[],
): OutboxEmail {
  return {
    kind,
    to_address: to,
    reply_to: replyTo,
    subject,
    text_body: text(subject, rows, intro),
    html_body: html(subject, rows, intro),
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
export function consultationEmails(c: Consultation, settings: MailSettings): OutboxEmail[] {
  return [
    email(
      'consultation_notification',
      settings.notifyEmail,
      c.email,
      oneLine(`New consultation request from ${c.name}`),
      'A new consultation request was booked on the website.',
      consultationRows(c),
    ),
    email(
      'consultation_confirmation',
      c.email,
      settings.notifyEmail,
      `Your free consultation with ${SITE.brand}`,
      `Thank you, ${greetingName(c.name)}. We have received your consultation request and will contact you within 24 hours on the phone number below.`,
      [
        ['Phone', c.phone],
        ['Goal', GOAL_LABELS[c.goal]],
      ],
    ),
  ];
}

export function contactEmails(m: ContactMessage, settings: MailSettings): OutboxEmail[] {
  return [
    email(
      'contact_notification',
      settings.notifyEmail,
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
      m.email,
      settings.notifyEmail,
      `We received your message - ${SITE.brand}`,
      `Thank you, ${greetingName(m.name)}. We have received your message and will get back to you within 24 hours.`,
      [],
    ),
  ];
}
