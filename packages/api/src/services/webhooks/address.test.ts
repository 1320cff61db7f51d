// Which endpoint addresses may be saved: public https, private ones only when the operator allows them, plain http
// only to allowed ones. Names are answered by a stub: nothing asks the network.
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { connectionAllowList, isAllowedAddress, refusedWebhookAddress } from './address';

const NAMES: Record<string, string[]> = {
  'public.example.test': ['93.184.216.34'],
  'private.example.test': ['10.0.0.7'],
  'six.example.test': ['fd00::1'],
  // One public and one private answer: the private one decides.
  'mixed.example.test': ['93.184.216.34', '192.168.1.9'],
};
const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  const found = NAMES[hostname];
  if (!found) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
  // Answers only as asked for every address: a caller that did not ask would get no list.
  if (!options.all) return callback(null, found[0], 4);
  return callback(
    null,
    found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}) as unknown as LookupFunction;

const refused = (url: string, allowed: string[] = []) => refusedWebhookAddress(url, allowed, lookup);

describe('refusedWebhookAddress', () => {
  it('takes https to public addresses, by name or written out', async () => {
    expect(await refused('https://public.example.test/hook')).toBeNull();
    expect(await refused('https://93.184.216.34/hook')).toBeNull();
    expect(await refused('https://[2606:2800:220:1:248:1893:25c8:1946]/hook')).toBeNull();
  });

  it.each([
    'https://private.example.test/',
    'https://mixed.example.test/',
    'https://six.example.test/',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://169.254.169.254/',
    'https://0.0.0.0/',
    'https://[::ffff:10.0.0.1]/',
  ])('refuses %s: a private or reserved address', async (url) => {
    expect(await refused(url)).toBe(WEBHOOK_MESSAGES.privateAddress);
  });

  it('refuses plain http to any address the operator did not allow, public ones too', async () => {
    expect(await refused('http://public.example.test/')).toBe(WEBHOOK_MESSAGES.plainHttp);
    expect(await refused('http://10.0.0.7/', ['10.0.0.8'])).toBe(WEBHOOK_MESSAGES.plainHttp);
  });

  it('takes what WEBHOOK_ALLOW_ADDRESSES allows: an address, a range, any entry of the list', async () => {
    expect(await refused('http://127.0.0.1:8080/', ['127.0.0.1'])).toBeNull();
    expect(await refused('http://private.example.test/', ['10.0.0.0/8'])).toBeNull();
    expect(await refused('https://10.200.1.1/', ['192.168.0.0/16', '10.0.0.0/8'])).toBeNull();
    expect(await refused('https://[fd00::1]/', ['fd00::/8'])).toBeNull();
    // Only the allowed one of two answers passes.
    expect(await refused('https://mixed.example.test/', ['93.184.216.34'])).toBe(WEBHOOK_MESSAGES.privateAddress);
    // A range of the other family never matches (and does not throw).
    expect(await refused('https://six.example.test/', ['10.0.0.0/8'])).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://private.example.test/', ['fd00::/8'])).toBe(WEBHOOK_MESSAGES.privateAddress);
  });

  it('refuses a name that resolves to nothing', async () => {
    expect(await refused('https://nowhere.example.test/')).toBe(WEBHOOK_MESSAGES.unresolvable);
  });

  it('tells at the connection whether an address as a resolver writes it is allowed', () => {
    expect(isAllowedAddress('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(isAllowedAddress('0:0:0:0:0:0:0:1', ['::1'])).toBe(true);
    expect(isAllowedAddress('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(isAllowedAddress('93.184.216.34', [])).toBe(false);
    expect(isAllowedAddress('not-an-address', ['0.0.0.0/0'])).toBe(false);
  });

  it('writes each single allowed address as a resolver does, for the connection filter; ranges stay', () => {
    expect(connectionAllowList(['0:0:0:0:0:0:0:1', '10.0.0.0/8', '::ffff:127.0.0.1', '192.168.1.9'])).toEqual([
      '::1',
      '10.0.0.0/8',
      '127.0.0.1',
      '192.168.1.9',
    ]);
  });
});
