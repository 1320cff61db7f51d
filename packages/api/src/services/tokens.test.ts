import { createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { PUBLIC_TOKEN_TTL_SECONDS } from '@coach/shared';
import { EncryptJWT, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, createTokenService, passwordFingerprint } from './tokens';

const tokens = createTokenService({ appSecret: 's'.repeat(48), publicApiKey: 'pk_right_key_123456' });
const otherInstall = createTokenService({ appSecret: 'o'.repeat(48), publicApiKey: 'pk_right_key_123456' });

/**
 * The token with another authentication tag. Its second-last character carries six bits of the tag; the last carries
 * two and padding bits a decoder may ignore (replacing the last two characters left the tag unchanged about once in
 * 256 runs).
 */
const withOtherTag = (token: string) => `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;

describe('public tokens', () => {
  it('are issued only for the right application key', async () => {
    await expect(tokens.exchangeApiKey('pk_wrong')).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(tokens.exchangeApiKey(undefined)).rejects.toMatchObject({ kind: 'unauthorized' });
    const token = await tokens.exchangeApiKey('pk_right_key_123456');
    expect(token.split('.')).toHaveLength(5); // compact JWE
    expect(await tokens.isValidPublicToken(token)).toBe(true);
  });

  it('reject forged, foreign, expired and admin tokens', async () => {
    const token = await tokens.exchangeApiKey('pk_right_key_123456');
    expect(await tokens.isValidPublicToken(withOtherTag(token))).toBe(false);
    expect(await otherInstall.isValidPublicToken(token)).toBe(false);
    expect(await tokens.isValidPublicToken(await tokens.issueAdminToken(1, 'scrypt$hash'))).toBe(false);
    expect(await tokens.isValidPublicToken('garbage')).toBe(false);

    const expired = await new EncryptJWT({ scope: 'public' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .encrypt(new Uint8Array(32));
    expect(await tokens.isValidPublicToken(expired)).toBe(false);
  });
});

describe('the verified-token cache', () => {
  it('accepts a checked token again until it expires, then refuses it', async () => {
    let clock = Date.now();
    const timed = createTokenService({
      appSecret: 't'.repeat(48),
      publicApiKey: 'pk_right_key_123456',
      now: () => clock,
    });
    const token = await timed.exchangeApiKey('pk_right_key_123456');
    expect(await timed.isValidPublicToken(token)).toBe(true);
    expect(await timed.isValidPublicToken(token)).toBe(true); // from the cache
    clock += PUBLIC_TOKEN_TTL_SECONDS * 1000 - 1000;
    expect(await timed.isValidPublicToken(token)).toBe(true);
    clock += 2000;
    expect(await timed.isValidPublicToken(token)).toBe(false);
    expect(await timed.isValidPublicToken(token)).toBe(false); // and not from the cache either
  });

  it('never lets a forged token in by its likeness to a cached one, and stays bounded', async () => {
    const token = await tokens.exchangeApiKey('pk_right_key_123456');
    expect(await tokens.isValidPublicToken(token)).toBe(true);
    expect(await tokens.isValidPublicToken(withOtherTag(token))).toBe(false);
    // A small cache, so it fills in a few steps; the server's holds VERIFIED_TOKEN_CACHE_SIZE.
    const many = createTokenService({
      appSecret: 'm'.repeat(48),
      publicApiKey: 'pk_right_key_123456',
      verifiedCacheSize: 8,
    });
    const first = await many.exchangeApiKey('pk_right_key_123456');
    expect(await many.isValidPublicToken(first)).toBe(true);
    for (let i = 0; i < 8; i++) {
      expect(await many.isValidPublicToken(await many.exchangeApiKey('pk_right_key_123456'))).toBe(true);
    }
    // The first one left the cache and is checked in full again: still valid.
    expect(await many.isValidPublicToken(first)).toBe(true);
  });
});

describe('admin tokens', () => {
  it('carry the administrator id and are refused when forged or public', async () => {
    const token = await tokens.issueAdminToken(7, 'scrypt$hash');
    expect(await tokens.readAdminToken(token)).toEqual({
      adminId: 7,
      passwordFingerprint: passwordFingerprint('scrypt$hash'),
    });
    expect(await otherInstall.readAdminToken(token)).toBeNull();
    expect(await tokens.readAdminToken(await tokens.exchangeApiKey('pk_right_key_123456'))).toBeNull();
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', aud: 'admin', iss: 'coach-site' })).toString(
      'base64url',
    );
    expect(await tokens.readAdminToken(`${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  it('reads the bearer header', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('sealed secrets', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('open again to the same secret, and never show it', () => {
    const sealed = tokens.sealSecret(secret);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(tokens.openSecret(sealed)).toBe(secret);
    // A fresh nonce each time: the same secret seals differently.
    expect(tokens.sealSecret(secret)).not.toBe(sealed);
  });

  it('are sealed with a key of their own, derived from APP_SECRET for this use only', () => {
    const [, iv, tag, data] = tokens.sealSecret(secret).split('.') as [string, string, string, string];
    const open = (purpose: string) => {
      const key = new Uint8Array(hkdfSync('sha256', 's'.repeat(48), 'coach-site', purpose, 32));
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    };
    expect(open('stored-secret-encryption')).toBe(secret);
    expect(() => open('public-token-encryption')).toThrow();
  });

  it('do not open with another APP_SECRET, altered, or in another form', () => {
    const sealed = tokens.sealSecret(secret);
    expect(otherInstall.openSecret(sealed)).toBeNull();
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => `${part.slice(0, -2)}${part.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.openSecret([version, iv, tag, flip(data)].join('.'))).toBeNull();
    expect(tokens.openSecret([version, iv, flip(tag), data].join('.'))).toBeNull();
    expect(tokens.openSecret([version, flip(iv), tag, data].join('.'))).toBeNull();
    expect(tokens.openSecret(['v2', iv, tag, data].join('.'))).toBeNull();
    expect(tokens.openSecret([version, iv, tag].join('.'))).toBeNull();
    expect(tokens.openSecret(`${version}..${tag}.${data}`)).toBeNull();
    expect(tokens.openSecret('')).toBeNull();
  });
});

describe('preview links', () => {
  it('name their page, and are refused once expired, when forged, from another install or of another kind', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const timed = createTokenService({
      appSecret: 's'.repeat(48),
      publicApiKey: 'pk_right_key_123456',
      now: () => now,
    });
    const { token, expires_at } = await timed.issuePreviewToken('about');
    expect(expires_at).toBe('2026-11-25T10:15:00.000Z');
    expect(await timed.readPreviewToken(token)).toBe('about');
    now += 14 * 60 * 1000;
    expect(await timed.readPreviewToken(token)).toBe('about');
    now += 2 * 60 * 1000;
    expect(await timed.readPreviewToken(token)).toBeNull();

    now = Date.parse('2026-11-25T10:00:00Z');
    expect(await otherInstall.readPreviewToken(token)).toBeNull();
    expect(await timed.readPreviewToken(`${token}x`)).toBeNull();
    expect(await timed.readPreviewToken(undefined)).toBeNull();
    expect(await timed.readPreviewToken('')).toBeNull();
    // An administrator's session token is not a preview link, nor is a preview link a session.
    const session = await timed.issueAdminToken(1, 'hash');
    expect(await timed.readPreviewToken(session)).toBeNull();
    expect(await timed.readAdminToken(token)).toBeNull();
  });
});

describe('preview links as the server reads them', () => {
  const key = new Uint8Array(hkdfSync('sha256', 's'.repeat(48), 'coach-site', 'page-preview-signing', 32));
  const signed = (claims: Record<string, unknown>, audience = 'page-preview') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('coach-site')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('take a link signed with the preview key for the preview audience, naming a page', async () => {
    expect(await tokens.readPreviewToken(await signed({ page: 'about' }))).toBe('about');
    expect(await tokens.readPreviewToken(await signed({ page: 5 }))).toBeNull();
    expect(await tokens.readPreviewToken(await signed({}))).toBeNull();
    expect(await tokens.readPreviewToken(await signed({ page: 'about' }, 'admin'))).toBeNull();
  });
});

describe('newsletter links', () => {
  const asha = { id: 12, email: 'asha@example.com' };

  it('name their subscriber and carry a 128-bit signature over the purpose, the subscriber and the address', () => {
    const token = tokens.newsletterToken('manage', asha);
    expect(token).toMatch(/^12\.[A-Za-z0-9_-]{22}$/);
    expect(tokens.newsletterTokenSubscriber(token)).toBe(12);
    const key = hkdfSync('sha256', 's'.repeat(48), 'coach-site', 'newsletter-link-signing', 32);
    const expected = createHmac('sha256', new Uint8Array(key))
      .update('manage\n12\nasha@example.com')
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(token).toBe(`12.${expected}`);
    // The address is compared in lower case, as it is stored.
    expect(tokens.newsletterToken('manage', { id: 12, email: 'Asha@Example.COM' })).toBe(token);
  });

  it('are accepted for their own purpose and address only', () => {
    const token = tokens.newsletterToken('manage', asha);
    expect(tokens.isNewsletterToken(token, 'manage', asha)).toBe(true);
    expect(tokens.isNewsletterToken(token, 'confirm', asha)).toBe(false);
    expect(tokens.isNewsletterToken(tokens.newsletterToken('confirm', asha), 'manage', asha)).toBe(false);
    // Another subscriber's id in front, or another address behind the same id.
    expect(tokens.isNewsletterToken(token, 'manage', { id: 13, email: 'asha@example.com' })).toBe(false);
    expect(tokens.isNewsletterToken(token.replace(/^12/, '13'), 'manage', { id: 13, email: asha.email })).toBe(false);
    expect(tokens.isNewsletterToken(token, 'manage', { id: 12, email: 'ravi@example.com' })).toBe(false);
    // Another install's, a changed or a cut signature, none at all.
    expect(tokens.isNewsletterToken(otherInstall.newsletterToken('manage', asha), 'manage', asha)).toBe(false);
    expect(tokens.isNewsletterToken(`${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}A`, 'manage', asha)).toBe(
      false,
    );
    expect(tokens.isNewsletterToken(token.slice(0, -1), 'manage', asha)).toBe(false);
    expect(tokens.isNewsletterToken('12', 'manage', asha)).toBe(false);
    expect(tokens.isNewsletterToken('12.', 'manage', asha)).toBe(false);
  });

  it('name no subscriber when their first part is not a positive whole number', () => {
    for (const token of ['0.abc', '-3.abc', '2e3.abc', 'x.abc', '', `${2 ** 60}.abc`]) {
      expect(tokens.newsletterTokenSubscriber(token), token).toBeNull();
    }
    expect(tokens.newsletterTokenSubscriber('7')).toBe(7);
  });
});
