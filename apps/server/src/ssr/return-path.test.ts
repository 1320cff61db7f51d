// The page a form post leads back to: only a public page of this site.
import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('where a post leads back to', () => {
  it.each([
    ['/contact', '/contact'],
    ['/blog?category=Nutrition', '/blog?category=Nutrition'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/admin/dashboard', '/'],
    ['/api/health', '/'],
    ['/forms/contact', '/'],
    // A private booking page is a page of this site: its forms post and lead back to it.
    ['/booking/abc', '/booking/abc'],
    ['/trpc', '/'],
    ['/ contact', '/'],
    ['', '/'],
    [undefined, '/'],
    [`/${'a'.repeat(2000)}`, '/'],
  ])('%s -> %s', (given, expected) => {
    expect(returnPathOf(given)).toBe(expected);
  });

  it('keeps a long address up to 2,000 characters, and a path that only names a private one further on', () => {
    const long = `/blog?q=${'a'.repeat(1992)}`;
    expect(long).toHaveLength(2000);
    expect(returnPathOf(long)).toBe(long);
    expect(returnPathOf('/blog/admin')).toBe('/blog/admin');
    expect(returnPathOf('/recipes?from=/api/x')).toBe('/recipes?from=/api/x');
  });

  it('keeps a page whose name only starts like a private one', () => {
    expect(returnPathOf('/administration')).toBe('/administration');
    expect(returnPathOf('/apiary')).toBe('/apiary');
  });
});
