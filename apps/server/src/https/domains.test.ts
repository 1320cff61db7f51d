import { describe, expect, it } from 'vitest';
import { MAX_DOMAINS, normaliseDomain, parseDomainList } from './domains';

describe('DOMAIN', () => {
  it('takes a comma-separated list of names, lower-cased, without a final dot, each once and in order', () => {
    expect(parseDomainList('Her-Site.com, www.her-site.com.,her-site.com')).toEqual([
      'her-site.com',
      'www.her-site.com',
    ]);
    expect(parseDomainList('a.b.c.example.org')).toEqual(['a.b.c.example.org']);
    expect(parseDomainList('xn--bcher-kva.example,shop.xn--p1ai')).toEqual(['xn--bcher-kva.example', 'shop.xn--p1ai']);
    expect(parseDomainList('9to5.io,a-b.co')).toEqual(['9to5.io', 'a-b.co']);
  });

  it.each([
    ['', 'nothing'],
    [' , ', 'only commas'],
    ['her-site.com,', 'a trailing comma'],
    [',her-site.com', 'a leading comma'],
    ['her-site.com,,www.her-site.com', 'an empty part'],
    ['localhost', 'a single label'],
    ['127.0.0.1', 'an IPv4 address'],
    ['[::1]', 'an IPv6 address'],
    ['12345.678', 'digits only'],
    ['*.her-site.com', 'a wildcard'],
    ['her-site.com:443', 'a port'],
    ['https://her-site.com', 'a URL'],
    ['her-site.com/blog', 'a path'],
    ['her site.com', 'a space inside'],
    ['-her.com', 'a label starting with a hyphen'],
    ['her-.com', 'a label ending with a hyphen'],
    ['her..com', 'an empty label'],
    ['her_site.com', 'an underscore'],
    ['her-site.c', 'a one-letter top-level domain'],
    ['her-site.c0m', 'a top-level domain with a digit'],
    ['her-site.1com', 'a top-level domain starting with a digit'],
    ['her-site.com1', 'a top-level domain ending with a digit'],
    ['her-site.xn--', 'an empty xn-- top-level domain'],
    [`${'a'.repeat(64)}.com`, 'a label of 64 characters'],
    [`${'a.'.repeat(126)}com`, 'more than 253 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(parseDomainList(value)).toBeNull();
  });

  it('reads one name as typed: spaces around it, capitals and a final dot do not count', () => {
    expect(normaliseDomain('  Her-Site.COM. ')).toBe('her-site.com');
    expect(normaliseDomain(' ')).toBeNull();
  });

  it('takes labels of 63 characters and names of 253', () => {
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(long).toHaveLength(253);
    expect(normaliseDomain(long)).toBe(long);
    expect(normaliseDomain(`${'a'.repeat(63)}.com`)).toBe(`${'a'.repeat(63)}.com`);
    expect(normaliseDomain('a.co')).toBe('a.co');
  });

  it(`takes up to ${MAX_DOMAINS} names, not more`, () => {
    const names = Array.from({ length: MAX_DOMAINS + 1 }, (_, i) => `n${i}.her-site.com`);
    expect(parseDomainList(names.slice(0, MAX_DOMAINS).join(','))).toHaveLength(MAX_DOMAINS);
    expect(parseDomainList(names.join(','))).toBeNull();
    // The same name twice counts once.
    expect(parseDomainList([...names.slice(0, MAX_DOMAINS), 'n0.her-site.com'].join(','))).toHaveLength(MAX_DOMAINS);
  });
});
