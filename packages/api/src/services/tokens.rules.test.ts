// The token rules an attacker would probe (decision 026): only this installation's public token of the public
// scope, issuer and audience is accepted, for 300 seconds; only a signed admin session naming an administrator and
// the password it was issued for is read, for 8 hours. Tokens are minted here with the scheme's documented keys
// (HKDF-SHA256 of APP_SECRET, one key per purpose) to try what the service itself never issues.
import { hkdfSync } from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS, PUBLIC_TOKEN_TTL_SECONDS } from '@coach/shared';
import { decodeJwt, EncryptJWT, jwtDecrypt, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearerToken, createTokenService, passwordFingerprint, type TokenService } from './tokens';

const APP_SECRET = 'r'.repeat(48);
const API_KEY = 'pk_rules_key_123456';
const key = (purpose: string) => new Uint8Array(hkdfSync('sha256', APP_SECRET, 'coach-site', purpose, 32));
const encryptionKey = key('public-token-encryption');
const signingKey = key('admin-token-signing');
// Made afresh for each test: a service that cannot start fails the test that needs it.
let tokens: TokenService;
beforeEach(() => {
  tokens = createTokenService({ appSecret: APP_SECRET, publicApiKey: API_KEY });
});

function publicToken(
  claims: Record<string, unknown>,
  { issuer = 'coach-site', audience = 'public-site', ttl = 60 } = {},
) {
  const jwt = new EncryptJWT(claims).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt();
  if (issuer) jwt.setIssuer(issuer);
  if (audience) jwt.setAudience(audience);
  if (ttl) jwt.setExpirationTime(`${ttl}s`);
  return jwt.encrypt(encryptionKey);
}

function adminToken(
  claims: Record<string, unknown>,
  { subject = '7', issuer = 'coach-site', audience = 'admin', alg = 'HS256', expires = '1h' as string | number } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(expires);
  if (subject) jwt.setSubject(subject);
  if (issuer) jwt.setIssuer(issuer);
  if (audience) jwt.setAudience(audience);
  return jwt.sign(signingKey);
}

describe('the keys', () => {
  it('are HKDF-SHA256 of APP_SECRET, one per purpose', async () => {
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'public' }))).toBe(true);
    expect(await tokens.readAdminToken(await adminToken({ pwf: 'f' }))).toEqual({
      adminId: 7,
      passwordFingerprint: 'f',
    });
  });
});

describe('a public token', () => {
  it('that the service issues lasts the 300 seconds of the scheme', async () => {
    const token = await tokens.exchangeApiKey(API_KEY);
    const { payload, protectedHeader } = await jwtDecrypt(token, encryptionKey);
    expect(protectedHeader).toMatchObject({ alg: 'dir', enc: 'A256GCM' });
    expect(payload).toMatchObject({ scope: 'public', iss: 'coach-site', aud: 'public-site' });
    expect((payload.exp as number) - (payload.iat as number)).toBe(PUBLIC_TOKEN_TTL_SECONDS);
  });

  it('is accepted as minted with the public scope, issuer and audience', async () => {
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'public' }))).toBe(true);
  });

  it('of another scope, issuer or audience, or without an expiry, is refused', async () => {
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'admin' }))).toBe(false);
    expect(await tokens.isValidPublicToken(await publicToken({}))).toBe(false);
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'public' }, { issuer: 'elsewhere' }))).toBe(
      false,
    );
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'public' }, { audience: 'admin' }))).toBe(false);
    expect(await tokens.isValidPublicToken(await publicToken({ scope: 'public' }, { ttl: 0 }))).toBe(false);
  });

  it('is not issued for a key that only starts like the right one', async () => {
    await expect(tokens.exchangeApiKey(`${API_KEY}x`)).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(tokens.exchangeApiKey(API_KEY.slice(0, -1))).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(tokens.exchangeApiKey('')).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('is refused when missing', async () => {
    expect(await tokens.isValidPublicToken(undefined)).toBe(false);
    expect(await tokens.isValidPublicToken('')).toBe(false);
  });
});

describe('an admin session', () => {
  const fingerprint = passwordFingerprint('scrypt$current');

  it('that the service issues names the administrator, a unique id and the 8 hours of the scheme', async () => {
    const first = decodeJwt(await tokens.issueAdminToken(7, 'scrypt$current'));
    const second = decodeJwt(await tokens.issueAdminToken(7, 'scrypt$current'));
    expect(first).toMatchObject({ sub: '7', iss: 'coach-site', aud: 'admin', pwf: fingerprint });
    expect((first.exp as number) - (first.iat as number)).toBe(ADMIN_TOKEN_TTL_SECONDS);
    expect(first.jti).toEqual(expect.any(String));
    expect(first.jti).not.toBe(second.jti);
  });

  it('is read as minted with a subject, issuer, audience and password fingerprint', async () => {
    expect(await tokens.readAdminToken(await adminToken({ pwf: fingerprint }))).toEqual({
      adminId: 7,
      passwordFingerprint: fingerprint,
    });
  });

  it('without a password fingerprint, or for no administrator, is refused', async () => {
    expect(await tokens.readAdminToken(await adminToken({}))).toBeNull();
    expect(await tokens.readAdminToken(await adminToken({ pwf: 12 }))).toBeNull();
    for (const subject of ['0', '-3', '1.5', 'admin', ''])
      expect(await tokens.readAdminToken(await adminToken({ pwf: fingerprint }, { subject })), subject).toBeNull();
  });

  it('of another issuer, audience or algorithm, or expired, is refused', async () => {
    const claims = { pwf: fingerprint };
    expect(await tokens.readAdminToken(await adminToken(claims, { issuer: 'elsewhere' }))).toBeNull();
    expect(await tokens.readAdminToken(await adminToken(claims, { audience: 'public-site' }))).toBeNull();
    expect(await tokens.readAdminToken(await adminToken(claims, { alg: 'HS512' }))).toBeNull();
    expect(
      await tokens.readAdminToken(await adminToken(claims, { expires: Math.floor(Date.now() / 1000) - 10 })),
    ).toBeNull();
    expect(await tokens.readAdminToken(undefined)).toBeNull();
  });

  it('fingerprints differ for different password hashes and are short', () => {
    expect(passwordFingerprint('scrypt$a')).not.toBe(passwordFingerprint('scrypt$b'));
    expect(passwordFingerprint('scrypt$a')).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});

describe('the bearer header', () => {
  it('is read whatever the case of its scheme, and only as one token', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer   abc')).toBe('abc');
    expect(bearerToken('Bearer abc def')).toBeUndefined();
    expect(bearerToken('xBearer abc')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
  });
});
