// Calendar invites (iCalendar, RFC 5545) for a booking, built with ical-generator: METHOD:REQUEST for a new or moved
// booking, METHOD:CANCEL for a cancelled one; the same UID for the booking's whole life and a SEQUENCE that rises with
// every change, so calendars update the event they already hold instead of adding another.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type InviteInput = {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  method: 'REQUEST' | 'CANCEL';
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { email: string; name?: string };
  url?: string;
};

export function buildInvite(input: InviteInput): string {
  const calendar = ical({
    // The calendar names the business that sends it, as its organizer does.
    prodId: { company: input.organizer.name, product: 'Bookings', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: new Date(input.start),
    end: new Date(input.end),
    stamp: new Date(),
    summary: input.summary,
    description: input.description,
    location: 'Online',
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: true }],
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: input.url ?? null,
  });
  return calendar.toString();
}
