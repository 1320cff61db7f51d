// The islands' way to show zone names (zone-names.ts): a render never waits for a name; it is drawn again when the
// worker has answered.
import { useEffect, useState } from 'react';
import { knownZoneName, knownZoneNameOrZone, type ZoneAt, zoneNamesOf } from './zone-names';

/**
 * The names of `asks` once all are known: a lookup, or null until the worker has answered. Known names come at once
 * (a render in the browser never waits for a name it has had).
 */
export function useZoneNames(asks: readonly ZoneAt[]): ((zone: string, at: string) => string) | null {
  const key = asks.map(([zone, at]) => `${zone} ${at}`).join('|');
  const [, answered] = useState(0);
  const missing = asks.filter(([zone, at]) => knownZoneName(zone, at) === undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `missing`, a new array at every render
  useEffect(() => {
    if (missing.length === 0) return;
    let current = true;
    void zoneNamesOf(missing).then(() => {
      if (current) answered((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [key]);
  return missing.length > 0 ? null : knownZoneNameOrZone;
}
