// The e-mails of a booked consultation: the owner's notice and the visitor's confirmation, each with a calendar
// invite; the reminder a day before; and the updates when the booking is moved or cancelled. The visitor's e-mails
// carry no text the visitor typed beyond a short first name (as every confirmation), and the private link.
import type { OutboxEmail } from '@coach/db';
import { type Consultation, formatSlot, GOAL_LABELS } from '@coach/shared';
import { consultationRows, type EmailRow, email, greetingName, oneLine, type Sender } from '../lead-emails';
import { buildInvite } from './invite';

/** A reminder goes this long before the consultation; a booking made later than that gets none. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export type BookedTime = {
  bookingId: number;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** The business's time zone: the time e-mails state (the invite itself is in UTC). */
  timezone: string;
  /** The visitor's private page for this booking. */
  link: string;
};

type Side = 'owner' | 'visitor';

const when = (booked: BookedTime) => `${formatSlot(booked.start, booked.timezone)} (${booked.timezone} time)`;

function withInvite(
  mail: OutboxEmail,
  c: Consultation,
  sender: Sender,
  booked: BookedTime,
  side: Side,
  method: 'REQUEST' | 'CANCEL',
): OutboxEmail {
  const { business_name: business, owner_short_name: owner } = sender.business;
  const ical_content = buildInvite({
    uid: booked.uid,
    sequence: booked.sequence,
    start: booked.start,
    end: booked.end,
    method,
    summary: side === 'owner' ? oneLine(`Consultation: ${c.name}`) : `Free consultation with ${business}`,
    description:
      side === 'owner'
        ? `Phone: ${c.phone}. Goal: ${GOAL_LABELS[c.goal]}.`
        : `${owner} of ${business} will call you on the phone number you gave. To move or cancel: ${booked.link}`,
    organizer: { name: business, email: sender.notifyEmail },
    attendee: side === 'owner' ? { email: c.email, name: oneLine(c.name) } : { email: c.email },
    url: side === 'visitor' ? booked.link : undefined,
  });
  return { ...mail, booking_id: booked.bookingId, ical_method: method, ical_content };
}

const visitorRows = (c: Consultation, booked: BookedTime): EmailRow[] => [
  ['Time', when(booked)],
  ['Phone', c.phone],
  ['Goal', GOAL_LABELS[c.goal]],
  ['Move or cancel', { href: booked.link }],
];

/** The reminder, queued to leave a day before; none when the consultation is less than a day away. */
export function reminderEmail(c: Consultation, sender: Sender, booked: BookedTime, now: Date): OutboxEmail[] {
  const sendAt = Date.parse(booked.start) - REMINDER_BEFORE_MS;
  if (sendAt <= now.getTime()) return [];
  const reminder = email(
    'booking_reminder',
    'visitor',
    sender,
    c.email,
    sender.notifyEmail,
    `Reminder: your consultation with ${sender.business.business_name} tomorrow`,
    `Hello ${greetingName(c.name)}. This is a reminder of your free consultation with ${sender.business.business_name}, ${when(booked)}. We will call you on the phone number below.`,
    visitorRows(c, booked),
  );
  return [{ ...reminder, booking_id: booked.bookingId, next_attempt_at: new Date(sendAt).toISOString() }];
}

export function bookedConsultationEmails(
  c: Consultation,
  sender: Sender,
  booked: BookedTime,
  now: Date,
): OutboxEmail[] {
  const notice = email(
    'consultation_notification',
    'owner',
    sender,
    sender.notifyEmail,
    c.email,
    oneLine(`New consultation booked: ${c.name}`),
    `A consultation was booked on the website for ${when(booked)}.`,
    [['Booked time', when(booked)], ...consultationRows(c)],
  );
  const confirmation = email(
    'consultation_confirmation',
    'visitor',
    sender,
    c.email,
    sender.notifyEmail,
    `Your free consultation with ${sender.business.business_name}`,
    `Thank you, ${greetingName(c.name)}. Your free consultation is booked for ${when(booked)}. We will call you then on the phone number below. The invite is attached for your calendar.`,
    visitorRows(c, booked),
  );
  return [
    withInvite(notice, c, sender, booked, 'owner', 'REQUEST'),
    withInvite(confirmation, c, sender, booked, 'visitor', 'REQUEST'),
    ...reminderEmail(c, sender, booked, now),
  ];
}

/** Both sides' calendars follow a move (same UID, higher sequence); the reminder is queued again by the caller. */
export function movedBookingEmails(c: Consultation, sender: Sender, booked: BookedTime): OutboxEmail[] {
  const notice = email(
    'booking_moved_notification',
    'owner',
    sender,
    sender.notifyEmail,
    c.email,
    oneLine(`Consultation moved: ${c.name}`),
    `The visitor moved their consultation to ${when(booked)}.`,
    [['New time', when(booked)], ...consultationRows(c)],
  );
  const update = email(
    'booking_moved_confirmation',
    'visitor',
    sender,
    c.email,
    sender.notifyEmail,
    `Your consultation with ${sender.business.business_name} has been moved`,
    `Hello ${greetingName(c.name)}. Your free consultation is now ${when(booked)}. The updated invite is attached.`,
    visitorRows(c, booked),
  );
  return [
    withInvite(notice, c, sender, booked, 'owner', 'REQUEST'),
    withInvite(update, c, sender, booked, 'visitor', 'REQUEST'),
  ];
}

export function cancelledBookingEmails(
  c: Consultation,
  sender: Sender,
  booked: BookedTime,
  by: 'visitor' | 'owner',
): OutboxEmail[] {
  const notice = email(
    'booking_cancelled_notification',
    'owner',
    sender,
    sender.notifyEmail,
    c.email,
    oneLine(`Consultation cancelled: ${c.name}`),
    by === 'visitor'
      ? `The visitor cancelled their consultation of ${when(booked)}.`
      : `You cancelled the consultation of ${when(booked)}. The visitor has been told.`,
    [['Cancelled time', when(booked)], ...consultationRows(c)],
  );
  const update = email(
    'booking_cancelled_confirmation',
    'visitor',
    sender,
    c.email,
    sender.notifyEmail,
    `Your consultation with ${sender.business.business_name} has been cancelled`,
    by === 'visitor'
      ? `Hello ${greetingName(c.name)}. Your free consultation of ${when(booked)} has been cancelled, as you asked. You are welcome to book again at any time.`
      : `Hello ${greetingName(c.name)}. We are sorry: we had to cancel your free consultation of ${when(booked)}. Please book another time on our website, or reply to this e-mail.`,
    [['Cancelled time', when(booked)]],
  );
  return [
    withInvite(notice, c, sender, booked, 'owner', 'CANCEL'),
    withInvite(update, c, sender, booked, 'visitor', 'CANCEL'),
  ];
}
