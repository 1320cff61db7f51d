import { describe, expect, it } from 'vitest';
import { createFormFlash, FORM_FLASH_MAX_AGE_SECONDS, formFlashCookie, formFlashOf } from './form-flash';

const SECRET = 'flash-secret-'.repeat(4);
const SENT = { form: 'consultation' as const, details: { phone: '+91 98111 22334', goal: 'weight_gain' } };

describe('the sealed flash of a sent form', () => {
  it('opens what this server sealed, and nothing else', () => {
    const flash = createFormFlash({ appSecret: SECRET });
    const sealed = flash.seal(SENT);
    expect(sealed).not.toContain('98111');
    expect(flash.open(sealed)).toEqual(SENT);
    // Another secret, a changed byte, a cut value, nothing at all.
    expect(createFormFlash({ appSecret: `${SECRET}x` }).open(sealed)).toBeNull();
    const [iv, tag, data] = sealed.split('.') as [string, string, string];
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(flash.open(`${iv}.${tag}.${flipped}`)).toBeNull();
    expect(flash.open(`${iv}.${tag}`)).toBeNull();
    expect(flash.open(undefined)).toBeNull();
    expect(flash.open('')).toBeNull();
  });

  it('stops counting after its few minutes', () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const flash = createFormFlash({ appSecret: SECRET, now: () => now });
    const sealed = flash.seal(SENT);
    now += FORM_FLASH_MAX_AGE_SECONDS * 1000 - 1;
    expect(flash.open(sealed)).toEqual(SENT);
    now += 1;
    expect(flash.open(sealed)).toBeNull();
  });

  it('travels in an HttpOnly cookie of the whole site, Secure on https, and is found among others', () => {
    expect(formFlashCookie('abc', true)).toBe(
      `form_flash=abc; Max-Age=${FORM_FLASH_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(formFlashCookie(null, false)).toBe('form_flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(formFlashOf('a=1; form_flash=x.y.z; b=2')).toBe('x.y.z');
    expect(formFlashOf('a=1; my_form_flash=x')).toBeUndefined();
    expect(formFlashOf(undefined)).toBeUndefined();
  });
});
