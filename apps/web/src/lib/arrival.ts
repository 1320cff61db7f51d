// When the visitor arrived on the page: its loader notes the time as the head is read (lib/public-script.ts), and its
// script, which starts after the first paint, counts its timers from then (the popup's 5 s).

/** Where the loader leaves the time. */
const ARRIVED_AT = '__arrivedAt';

/** The time the page arrived, as the loader noted it; now if there was no loader (a test's document). */
export const arrivedAt = (view: Window): number =>
  (view as unknown as Record<string, number | undefined>)[ARRIVED_AT] ?? Date.now();
