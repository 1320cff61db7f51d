// A private booking link's page: its island wakes at once (features/booking/public/booking-change.island.tsx). The
// booking is fetched in the browser only and shown in the visitor's time zone, so there is nothing to show before it.
import { wakeIsland } from './islands';

export function enhanceBookingPage(doc: Document) {
  const island = doc.querySelector<HTMLElement>('[data-island="booking-change"]');
  if (island) void wakeIsland(island);
}
