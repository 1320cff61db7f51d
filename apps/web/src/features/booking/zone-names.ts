// A zone's readable name ("India Standard Time") is the one part of a booking time that needs Intl, and a page's first
// use of Intl costs a phone-speed processor 120-180 ms (its locale data starting): in the consultation form that landed
// in the visitor's keystrokes (decision 181). So the live picker, the success card and the booking page ask a worker
// for the names, off the page's thread, and show them when they come; the server writes the business's into the
// first week it sends. No React here: the public pages' script uses it too (use-zone-names.ts is the islands' hook).
import type { FreeSlots } from '@coach/shared';
import { zoneName } from './slot-time';

/** A zone and an instant (a zone's name can change with daylight saving). */
export type ZoneAt = readonly [timeZone: string, at: string];

/** The first week as a page draws it: the business's zone named by the server. */
export type NamedFreeSlots = FreeSlots & { timezone_name?: string };

/** The instant the first week's zone is named at: its first time, else the middle of its first day. */
export const namingInstant = (slots: FreeSlots) => slots.slots[0]?.start ?? `${slots.from}T12:00:00Z`;

/** On the server, which has Intl at no cost to a phone: the week with its zone's name. */
export const withZoneName = (slots: FreeSlots): NamedFreeSlots => ({
  ...slots,
  timezone_name: zoneName(slots.timezone, namingInstant(slots)),
});

const keyOf = ([zone, at]: ZoneAt) => `${zone} ${at}`;
const known = new Map<string, string>();

type Answer = { id: number; names: string[] };
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { asks: readonly ZoneAt[]; resolve: (names: string[]) => void }>();

/** Names worked out on the page's own thread: where no worker can run (or its code could not be had). */
const namedHere = (asks: readonly ZoneAt[]) => asks.map(([zone, at]) => zoneName(zone, at));

function ask(asks: readonly ZoneAt[]): Promise<string[]> {
  if (worker === undefined) {
    try {
      worker = new Worker(new URL('./zone-names.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = ({ data }: MessageEvent<Answer>) => {
        waiting.get(data.id)?.resolve(data.names);
        waiting.delete(data.id);
      };
      worker.onerror = () => {
        worker = null;
        for (const { asks: asked, resolve } of waiting.values()) resolve(namedHere(asked));
        waiting.clear();
      };
    } catch {
      worker = null;
    }
  }
  const to = worker;
  if (!to) return new Promise((resolve) => setTimeout(() => resolve(namedHere(asks))));
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, { asks, resolve });
    to.postMessage({ id, asks });
  });
}

/** A name already had, if any. */
export const knownZoneName = (zone: string, at: string) => known.get(keyOf([zone, at]));

/** A name already had, else the zone's own id (a render that has asked for the names and shows what came). */
export const knownZoneNameOrZone = (zone: string, at: string) => knownZoneName(zone, at) ?? zone;

/** A name already had, else worked out on the page's thread (for a render that cannot wait for the worker). */
export const zoneNameHere = (zone: string, at: string) => knownZoneName(zone, at) ?? zoneName(zone, at);

/** The names of `asks`, each asked for once in the page's life. */
export async function zoneNamesOf(asks: readonly ZoneAt[]): Promise<string[]> {
  const missing = asks.filter((asked) => !known.has(keyOf(asked)));
  if (missing.length > 0) {
    const names = await ask(missing);
    for (const [index, name] of names.entries()) known.set(keyOf(missing[index]!), name);
  }
  return asks.map((asked) => known.get(keyOf(asked)) ?? asked[0]);
}

/** Names already known (the server's, for the business's zone), so that nothing need ask for them. */
export function knowZoneName(zone: string, at: string, name: string) {
  known.set(keyOf([zone, at]), name);
}
