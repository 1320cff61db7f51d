import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, numberOrNull } from './lead-rules';

describe('isValidEmail', () => {
  it.each(['a@b.co', ' priya.s+diet@mail.example.in '])('accepts %j', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.de', 'a@b .co', 'a@b.co x', 'a@b.co@c', 'a@b.'])('rejects %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});

describe('isValidPhone', () => {
  it.each(['9876543210', '+91 98765 43210', '(022) 2345-6789', '+1-415-555-0100', ' +91 98765 43210 '])(
    'accepts %j',
    (v) => expect(isValidPhone(v)).toBe(true),
  );
  it.each(['', '12345', '+91 98765', '98765abc43210', '++919876543210', '98765 4321x'])('rejects %j', (v) =>
    expect(isValidPhone(v)).toBe(false),
  );
});

describe('numberOrNull', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [true, null],
    ['abc', null],
    ['0', 0],
    [0, 0],
    [Number.POSITIVE_INFINITY, null],
    [undefined, null],
    ['72.5', 72.5],
    [' 30 ', 30],
    [41, 41],
    [Number.NaN, null],
  ])('%j -> %j', (input, expected) => expect(numberOrNull(input)).toBe(expected));
});
