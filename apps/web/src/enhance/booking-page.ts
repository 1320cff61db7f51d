// A private booking link's page: the server drew the booked time in the business's zone (it cannot know the
// visitor's); here it is put in the visitor's own, in the words the booking island draws it with
// (features/booking/public/booking-change.island.tsx), so the island finds them when it wakes. The zones' names come
// from a worker (features/booking/zone-names.ts): both lines change together when they have come.
import { BOOKED_TIME_ATTRIBUTES, bookedTimeText, visitorTimeZone } from '@/features/booking/slot-time';
import { knownZoneNameOrZone, zoneNamesOf } from '@/features/booking/zone-names';

export function enhanceBookingPage(doc: Document) {
  for (const card of doc.querySelectorAll<HTMLElement>(`[${BOOKED_TIME_ATTRIBUTES.start}]`)) {
    const start = card.getAttribute(BOOKED_TIME_ATTRIBUTES.start) ?? '';
    const zone = card.getAttribute(BOOKED_TIME_ATTRIBUTES.zone) ?? '';
    const time = card.querySelector(`[${BOOKED_TIME_ATTRIBUTES.time}]`);
    const zoneLine = card.querySelector(`[${BOOKED_TIME_ATTRIBUTES.zoneLine}]`);
    if (!start || !zone || !time || !zoneLine) continue;
    const visitor = visitorTimeZone();
    void zoneNamesOf([
      [zone, start],
      [visitor, start],
    ]).then(() => {
      const text = bookedTimeText(start, zone, visitor, knownZoneNameOrZone);
      time.textContent = text.time;
      zoneLine.textContent = text.zone;
    });
  }
}
