// Dates as the public pages write them ("21 November 2026"), the same on the server and in every visitor's browser.

/** The day of an ISO date or time, in UTC, so the server's page and the hydrated one agree. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
