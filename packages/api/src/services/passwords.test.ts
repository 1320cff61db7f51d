// Password hashing (decision 027): scrypt with N=2^15, r=8, p=1 and a 16-byte salt, stored as
// "scrypt$N$r$p$salt$hash"; the right password verifies, anything else does not, and a damaged hash never does.
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are stored with their parameters and a fresh salt, never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    const [scheme, n, r, p, salt, hash] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
    expect(first).not.toContain('correct horse');
    expect(second).not.toBe(first);
  });

  it('hold the scrypt key of the parameters they state, so another implementation can check them', async () => {
    const [, n, r, p, salt, hash] = (await hashPassword('correct horse')).split('$');
    const key = scryptSync('correct horse', Buffer.from(salt ?? '', 'base64'), 64, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 128 * 1024 * 1024,
    });
    expect(key.toString('base64')).toBe(hash);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treat the same text typed in another Unicode form as the same password', async () => {
    const stored = await hashPassword('caf\u00e9');
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it('never verify against a damaged or foreign hash', async () => {
    const stored = await hashPassword('correct horse');
    const [, n, r, p, salt, hash] = stored.split('$');
    expect(await verifyPassword('correct horse', `bcrypt$${n}$${r}$${p}$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('correct horse', `scrypt$${n}$${r}$${p}$$${hash}`)).toBe(false);
    expect(await verifyPassword('correct horse', `scrypt$${n}$${r}$${p}$${salt}$`)).toBe(false);
    expect(await verifyPassword('correct horse', `scrypt$${n}$${r}$${p}$${salt}$${hash?.slice(0, 40)}`)).toBe(false);
    expect(await verifyPassword('correct horse', '')).toBe(false);
  });

  it('keep one decoy for unknown usernames, which no password opens', async () => {
    const decoy = await getDecoyHash();
    expect(await getDecoyHash()).toBe(decoy);
    expect(decoy.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});
