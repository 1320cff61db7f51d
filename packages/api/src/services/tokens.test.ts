import { EncryptJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, createTokenService, passwordFingerprint } from './tokens';

const tokens = createTokenService({ appSecret: 's'.repeat(48), publicApiKey: 'pk_right_key_123456' });
const otherInstall = createTokenService({ appSecret: 'o'.repeat(48), publicApiKey: 'pk_right_key_123456' });

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
    expect(await tokens.isValidPublicToken(`${token.slice(0, -2)}xx`)).toBe(false);
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
