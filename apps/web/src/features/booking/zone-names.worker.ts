// Works out zone names for zone-names.ts, away from the page's thread (where Intl's first use is a long task).
import { zoneName } from './slot-time';

type Ask = { id: number; asks: Array<[timeZone: string, at: string]> };

addEventListener('message', (event) => {
  const { id, asks } = (event as MessageEvent<Ask>).data;
  (postMessage as (message: unknown) => void)({ id, names: asks.map(([zone, at]) => zoneName(zone, at)) });
});
