import { createHmac, hkdfSync } from 'node:crypto';
import { FORM_TOKEN_GRACE_MS, FORM_TOKEN_WINDOW_MS } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { checkFormOrigin, createFormTokens } from './form-guard';

const APP_SECRET = 's'.repeat(48);
const HOUR = 60 * 60 * 1000;
/** A window's start: 06:00 UTC, one of the four a day. */
const START = Date.UTC(2026, 10, 30, 6);

/** Form tokens on a clock the test moves. */
function onClock(at: number, appSecret = APP_SECRET) {
  const clock = { at };
  return { clock, tokens: createFormTokens({ appSecret, now: () => clock.at }) };
}

const issuedAt = (at: number, appSecret = APP_SECRET) => onClock(at, appSecret).tokens.issue();

describe('the form token durations', () => {
  it('are a six-hour window and a day of grace', () => {
    expect(FORM_TOKEN_WINDOW_MS).toBe(6 * HOUR);
    expect(FORM_TOKEN_GRACE_MS).toBe(24 * HOUR);
    expect(START % FORM_TOKEN_WINDOW_MS).toBe(0);
  });
});

describe('issuing a form token', () => {
  it('is the window start in base 36 and HMAC-SHA256 over the purpose and the start, cut to 128 bits', () => {
    const key = new Uint8Array(hkdfSync('sha256', APP_SECRET, 'coach-site', 'public-form-token', 32));
    const signature = createHmac('sha256', key).update(`public-form-token\n${START}`).digest().subarray(0, 16);
    const token = issuedAt(START);
    expect(token).toBe(`${START.toString(36)}.${signature.toString('base64url')}`);
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  });

  it('gives every visitor the same token through a window, and the page cache its end', () => {
    const { clock, tokens } = onClock(START);
    const first = tokens.issue();
    for (const at of [START, START + 1, START + 3 * HOUR, START + FORM_TOKEN_WINDOW_MS - 1]) {
      clock.at = at;
      expect(tokens.issue(), String(at - START)).toBe(first);
      expect(tokens.windowEndsAt(), String(at - START)).toBe(START + FORM_TOKEN_WINDOW_MS);
    }
    // Another instance with the same secret issues the same token.
    expect(issuedAt(START + 2 * HOUR)).toBe(first);
  });

  it('gives the next window another token, and moves the end along', () => {
    const { clock, tokens } = onClock(START + FORM_TOKEN_WINDOW_MS - 1);
    const before = tokens.issue();
    clock.at = START + FORM_TOKEN_WINDOW_MS;
    const after = tokens.issue();
    expect(after).not.toBe(before);
    expect(after.split('.')[0]).toBe((START + FORM_TOKEN_WINDOW_MS).toString(36));
    expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
    expect(tokens.windowEndsAt()).toBe(START + 2 * FORM_TOKEN_WINDOW_MS);
    expect(issuedAt(START - 1)).not.toBe(before);
  });

  it('differs between installations (another APP_SECRET)', () => {
    expect(issuedAt(START, 'o'.repeat(48))).not.toBe(issuedAt(START));
  });

  it('reads the real clock when none is given', () => {
    const tokens = createFormTokens({ appSecret: APP_SECRET });
    const before = Date.now();
    const token = tokens.issue();
    const ends = tokens.windowEndsAt();
    expect(tokens.check(token)).toBe('valid');
    expect(ends).toBeGreaterThan(before);
    expect(ends).toBeLessThanOrEqual(Date.now() + FORM_TOKEN_WINDOW_MS);
    expect(ends % FORM_TOKEN_WINDOW_MS).toBe(0);
    expect(token).toBe(issuedAt(ends - 1));
  });
});

describe('checking a form token', () => {
  it('accepts the token just issued', () => {
    const { tokens } = onClock(START + HOUR);
    expect(tokens.check(tokens.issue())).toBe('valid');
  });

  it('accepts it through its window and the grace after it, and not a millisecond longer', () => {
    const token = issuedAt(START);
    const { clock, tokens } = onClock(START);
    const lastValid = START + FORM_TOKEN_WINDOW_MS + FORM_TOKEN_GRACE_MS - 1;
    for (const at of [START + FORM_TOKEN_WINDOW_MS, START + FORM_TOKEN_WINDOW_MS + 12 * HOUR, lastValid]) {
      clock.at = at;
      expect(tokens.check(token), String(at - START)).toBe('valid');
    }
    clock.at = lastValid + 1;
    expect(tokens.check(token)).toBe('expired');
    clock.at = START + 10 * FORM_TOKEN_WINDOW_MS;
    expect(tokens.check(token)).toBe('expired');
  });

  it('accepts a window that has not begun only within five minutes of clock skew', () => {
    const token = issuedAt(START);
    const { clock, tokens } = onClock(START - 5 * 60 * 1000);
    expect(tokens.check(token)).toBe('valid');
    clock.at -= 1;
    expect(tokens.check(token)).toBe('forged');
    clock.at = START - FORM_TOKEN_WINDOW_MS;
    expect(tokens.check(token)).toBe('forged');
  });

  it('calls a token with another signature or another window forged', () => {
    const { tokens } = onClock(START + HOUR);
    const token = tokens.issue();
    const [start, signature] = token.split('.') as [string, string];
    const swapped = (s: string, i: number) => `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    expect(tokens.check(`${start}.${swapped(signature, 0)}`)).toBe('forged');
    expect(tokens.check(`${start}.${swapped(signature, 10)}`)).toBe('forged');
    // The previous window's start with this window's signature: still within its grace, so only the signature tells.
    expect(tokens.check(`${(START - FORM_TOKEN_WINDOW_MS).toString(36)}.${signature}`)).toBe('forged');
    expect(tokens.check(`${(START + FORM_TOKEN_WINDOW_MS).toString(36)}.${signature}`)).toBe('forged');
    expect(tokens.check(`${START.toString(10)}.${signature}`)).toBe('forged');
  });

  it('accepts only the spelling it issues', () => {
    const { tokens } = onClock(START + HOUR);
    const token = tokens.issue();
    const [start, signature] = token.split('.') as [string, string];
    // The last base64url character carries two bits of the signature and four that decoders drop.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastBits = alphabet.indexOf(signature.at(-1) as string);
    const otherEnding = `${signature.slice(0, -1)}${alphabet[lastBits ^ 1]}`;
    expect(Buffer.from(otherEnding, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const variant of [
      `${start}.${otherEnding}`,
      `0${token}`,
      ` ${token}`,
      `${token} `,
      `${token}=`,
      `${start.toUpperCase()}.${signature}`,
      `${start}.${signature.slice(0, -1)}`,
      `${start}.${signature}A`,
      `${start}.`,
      `${start}.${signature}.${signature}`,
    ]) {
      expect(tokens.check(variant), variant).toBe('forged');
    }
  });

  it('calls text that is no token forged', () => {
    const { tokens } = onClock(START);
    for (const garbage of ['garbage', '.', 'x', '-1.AAAAAAAAAAAAAAAAAAAAAA', 'NaN', 'a'.repeat(5000), '\u0000']) {
      expect(tokens.check(garbage), garbage.slice(0, 20)).toBe('forged');
    }
  });

  it('calls another installation’s token forged, both ways', () => {
    const ours = onClock(START + HOUR).tokens;
    const theirs = onClock(START + HOUR, 'o'.repeat(48)).tokens;
    expect(ours.check(theirs.issue())).toBe('forged');
    expect(theirs.check(ours.issue())).toBe('forged');
    expect(theirs.check(theirs.issue())).toBe('valid');
  });

  it('calls anything but a non-empty string missing', () => {
    const { tokens } = onClock(START);
    for (const value of ['', undefined, null, 0, 42, true, {}, [tokens.issue()], [], Buffer.from(tokens.issue())]) {
      expect(tokens.check(value), JSON.stringify(value)).toBe('missing');
    }
  });
});

describe('the origin of a form post', () => {
  const siteOrigins = ['https://coach.example', 'http://localhost:3000'];
  const check = (origin: unknown, secFetchSite: unknown, origins: readonly string[] = siteOrigins) =>
    checkFormOrigin({ origin, secFetchSite, siteOrigins: origins });

  it('passes without either header: the form token still decides', () => {
    expect(check(undefined, undefined)).toBeNull();
    expect(check(undefined, undefined, [])).toBeNull();
  });

  it('passes a browser that calls it same-origin', () => {
    expect(check(undefined, 'same-origin')).toBeNull();
    expect(check(undefined, 'Same-Origin')).toBeNull();
    expect(check('https://coach.example', 'same-origin')).toBeNull();
    expect(check('http://localhost:3000', 'same-origin')).toBeNull();
  });

  it('refuses a post a browser calls anything but same-origin', () => {
    for (const site of ['same-site', 'cross-site', 'none', '', 'same-origin ', 'same-origin, same-origin']) {
      expect(check(undefined, site), site).toBe('cross-site');
      expect(check('https://coach.example', site), site).toBe('cross-site');
    }
  });

  it('passes an Origin that is one of the site’s own, exactly', () => {
    expect(check('https://coach.example', undefined)).toBeNull();
    expect(check('http://localhost:3000', undefined)).toBeNull();
  });

  it('refuses any other Origin, "null" included', () => {
    for (const origin of [
      'null',
      '',
      'https://evil.example',
      'http://coach.example',
      'https://coach.example:443',
      'https://coach.example/',
      'https://COACH.example',
      'https://coach.example.evil.example',
      'http://localhost:3001',
    ]) {
      expect(check(origin, undefined), origin).toBe('cross-site');
      expect(check(origin, 'same-origin'), origin).toBe('cross-site');
    }
    expect(check('https://coach.example', undefined, [])).toBe('cross-site');
  });

  it('refuses a repeated header or a value that is no string', () => {
    for (const odd of [['same-origin'], ['same-origin', 'same-origin'], null, 1, {}]) {
      expect(check(undefined, odd), JSON.stringify(odd)).toBe('cross-site');
    }
    for (const odd of [['https://coach.example'], ['https://coach.example', 'https://coach.example'], null, 1, {}]) {
      expect(check(odd, undefined), JSON.stringify(odd)).toBe('cross-site');
      expect(check(odd, 'same-origin'), JSON.stringify(odd)).toBe('cross-site');
    }
  });
});
