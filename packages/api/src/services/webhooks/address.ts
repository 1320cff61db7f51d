// Whether an endpoint's address may be saved: every address its name resolves to must be public, unless the operator
// allows it (WEBHOOK_ALLOW_ADDRESSES), and plain http may reach allowed addresses only. The dispatcher checks again
// at each connection, since a name can resolve elsewhere later.
import { lookup as systemLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@coach/shared';
import ipaddr from 'ipaddr.js';

/** Every address `hostname` resolves to, through `lookup` (the system's resolver, or a test's stub); none on failure. */
function resolve(hostname: string, lookup: LookupFunction): Promise<string[]> {
  return new Promise((done) => {
    lookup(hostname, { all: true }, (error, addresses) =>
      done(error ? [] : (addresses as unknown as Array<{ address: string }>).map((entry) => entry.address)),
    );
  });
}

const isAllowed = (address: ipaddr.IPv4 | ipaddr.IPv6, allowed: readonly string[]) =>
  allowed.some((entry) => {
    const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null];
    const candidate = address.kind() === range.kind() ? address : null;
    if (!candidate) return false;
    return bits === null ? candidate.toNormalizedString() === range.toNormalizedString() : candidate.match(range, bits);
  });

/** Whether `text`, an address as a resolver or a URL writes it, is one the operator allows. */
export const isAllowedAddress = (text: string, allowed: readonly string[]) =>
  ipaddr.isValid(text) && isAllowed(ipaddr.process(text), allowed);

/**
 * The allowed list as the connection filter (request-filtering-agent) reads it: it compares a single address by its
 * text, so each is written as a resolver writes it ("::1", "127.0.0.1"), whatever way the operator wrote it.
 */
export const connectionAllowList = (allowed: readonly string[]) =>
  allowed.map((entry) => (entry.includes('/') ? entry : ipaddr.process(entry).toString()));

/** Null when the endpoint's URL may be saved, else the message saying why not. */
export async function refusedWebhookAddress(
  url: string,
  allowed: readonly string[],
  lookup: LookupFunction = systemLookup as LookupFunction,
): Promise<string | null> {
  const { protocol, hostname } = new URL(url);
  // An IPv6 address is written in brackets in a URL.
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host, lookup);
  if (!addresses.length) return WEBHOOK_MESSAGES.unresolvable;
  for (const text of addresses) {
    const address = ipaddr.process(text);
    if (isAllowed(address, allowed)) continue;
    if (protocol === 'http:') return WEBHOOK_MESSAGES.plainHttp;
    if (address.range() !== 'unicast') return WEBHOOK_MESSAGES.privateAddress;
  }
  return null;
}
