import { describe, expect, it } from 'vitest';
import { UNTYPEABLE_MESSAGE } from './text';
import {
  analyticsQuerySchema,
  countedPath,
  daysBetween,
  daysOf,
  deviceClass,
  leadAttributionInputSchema,
  referrerHost,
  visitBeaconSchema,
  visitSource,
} from './visits';

const SITE = 'nutriwell.example';

describe('visit source', () => {
  it('is the UTM source when present, in lower case, whatever the referrer', () => {
    expect(visitSource({ utm_source: ' Instagram ', referrer: 'https://www.google.com/' }, SITE)).toBe('instagram');
    expect(visitSource({ utm_source: 'spring_newsletter' }, SITE)).toBe('spring_newsletter');
  });

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.in/search?q=dietitian', 'google'],
    ['android-app://com.google.android.googlequicksearchbox/', 'google'],
    ['https://l.instagram.com/?u=x', 'instagram'],
    ['https://www.instagram.com/aditi/', 'instagram'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://lm.facebook.com/l.php', 'facebook'],
    ['https://web.whatsapp.com/', 'whatsapp'],
    ['https://wa.me/919999999999', 'whatsapp'],
    ['https://www.youtube.com/watch?v=x', 'youtube'],
    ['https://youtu.be/x', 'youtube'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://lnkd.in/abc', 'linkedin'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://t.co/abc', 'twitter'],
    ['https://in.pinterest.com/pin/1', 'pinterest'],
    ['https://search.yahoo.co.jp/search', 'yahoo'],
    ['https://old.reddit.com/r/nutrition', 'reddit'],
    ['https://www.google.com.au/', 'google'],
    ['https://www.google.de/', 'google'],
    ['https://www.healthline.com/nutrition', 'healthline.com'],
    ['https://blog.example.org/post', 'blog.example.org'],
  ])('names the referrer %s as %s', (referrer, source) => {
    expect(visitSource({ referrer }, SITE)).toBe(source);
  });

  it('is direct without a referrer, with one that is no address, and for the site itself', () => {
    expect(visitSource({}, SITE)).toBe('direct');
    expect(visitSource({ referrer: null, utm_source: '  ' }, SITE)).toBe('direct');
    expect(visitSource({ referrer: 'not a url' }, SITE)).toBe('direct');
    expect(visitSource({ referrer: 'https://nutriwell.example/blog' }, SITE)).toBe('direct');
    expect(visitSource({ referrer: 'https://www.nutriwell.example/' }, 'www.nutriwell.example')).toBe('direct');
    expect(visitSource({ referrer: 'http://127.0.0.1:4719/about' }, '127.0.0.1:4719')).toBe('direct');
  });

  const KNOWN: Array<[string, string]> = [
    ['google.com', 'google'],
    ['instagram.com', 'instagram'],
    ['facebook.com', 'facebook'],
    ['fb.me', 'facebook'],
    ['messenger.com', 'facebook'],
    ['whatsapp.com', 'whatsapp'],
    ['whatsapp.net', 'whatsapp'],
    ['wa.me', 'whatsapp'],
    ['youtube.com', 'youtube'],
    ['youtu.be', 'youtube'],
    ['youtube-nocookie.com', 'youtube'],
    ['linkedin.com', 'linkedin'],
    ['lnkd.in', 'linkedin'],
    ['bing.com', 'bing'],
    ['duckduckgo.com', 'duckduckgo'],
    ['yahoo.com', 'yahoo'],
    ['twitter.com', 'twitter'],
    ['x.com', 'twitter'],
    ['t.co', 'twitter'],
    ['pinterest.com', 'pinterest'],
    ['pin.it', 'pinterest'],
    ['reddit.com', 'reddit'],
    ['telegram.org', 'telegram'],
    ['t.me', 'telegram'],
    ['chatgpt.com', 'chatgpt'],
    ['openai.com', 'chatgpt'],
  ];
  it.each(KNOWN)('groups %s under %s, but neither a longer name nor a host under another domain', (host, name) => {
    expect(visitSource({ referrer: `https://${host}/page` }, SITE)).toBe(name);
    expect(visitSource({ referrer: `https://not${host}/` }, SITE)).toBe(`not${host}`);
    expect(visitSource({ referrer: `https://${host}.evil.example/` }, SITE)).toBe(`${host}.evil.example`);
  });

  it('names the Google app and other Android apps by their package', () => {
    expect(visitSource({ referrer: 'android-app://com.google.android.gm/' }, SITE)).toBe('google');
    expect(visitSource({ referrer: 'android-app://org.telegram.messenger/' }, SITE)).toBe('org.telegram.messenger');
    expect(visitSource({ referrer: 'android-app://x.com.google.android.gm/' }, SITE)).toBe('x.com.google.android.gm');
  });

  it('does not mistake a look-alike host for a known one', () => {
    expect(visitSource({ referrer: 'https://notgoogle.com/' }, SITE)).toBe('notgoogle.com');
    expect(visitSource({ referrer: 'https://instagram.com.evil.example/' }, SITE)).toBe('instagram.com.evil.example');
    expect(referrerHost('https://WWW.Example.COM/x')).toBe('example.com');
    expect(referrerHost('https://awww.example.com/')).toBe('awww.example.com');
  });
});

describe('device class', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15', 'desktop'],
    ['', 'desktop'],
  ])('%s is %s', (ua, device) => {
    expect(deviceClass(ua)).toBe(device);
  });
});

describe('counted paths', () => {
  it('counts the public pages, without a trailing slash', () => {
    for (const path of ['/', '/about', '/services', '/disease-management', '/transformations', '/contact', '/blog']) {
      expect(countedPath(path)).toBe(path);
    }
    expect(countedPath('/recipes/')).toBe('/recipes');
    expect(countedPath('/blog/12')).toBe('/blog/12');
    expect(countedPath('/recipes/4-green-smoothie')).toBe('/recipes/4-green-smoothie');
    expect(countedPath('/privacy-policy')).toBe('/privacy-policy');
  });

  it('takes long post ids and recipe names, and one or more trailing slashes', () => {
    expect(countedPath('/blog/1234567890123456')).toBe('/blog/1234567890123456');
    expect(countedPath('/recipes/12')).toBe('/recipes/12');
    expect(countedPath('/recipes/12-')).toBe('/recipes/12-');
    expect(countedPath('/about//')).toBe('/about');
  });

  it('does not count a known path inside another, or with more after it', () => {
    for (const path of [
      '/x/about',
      '/aboutx',
      '/x/blog',
      '/blogs',
      '/x/blog/12',
      '/blog/12x',
      '/blog/123',
      '/blog/12345678901234567',
      '/x/recipes/4',
      '/recipes/4x',
      '/recipes/4-Green',
      '/recipes/4-green/x',
    ]) {
      expect(countedPath(path), path).toBe(path === '/blog/123' ? '/blog/123' : null);
    }
  });

  it('does not count admin pages, the API, booking links, files or unknown paths', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/api/visits',
      '/trpc/blog.list',
      '/booking/abc123',
      '/uploads/x.webp',
      '/favicon.svg',
      '/blog/0',
      '/blog/abc',
      '/nope',
      '/about/x',
    ]) {
      expect(countedPath(path)).toBeNull();
    }
  });
});

describe('the beacon', () => {
  it('takes a path and caps every other string', () => {
    const view = visitBeaconSchema.parse({
      path: '/blog',
      referrer: `https://example.com/${'r'.repeat(600)}`,
      utm_source: 's'.repeat(150),
      utm_medium: '',
      utm_campaign: null,
    });
    expect(view.referrer).toHaveLength(500);
    expect(view.utm_source).toHaveLength(100);
    expect(view.utm_medium).toBeNull();
    expect(view.utm_campaign).toBeNull();
  });

  it('refuses a missing path, a path that is not this site, or strings that are not strings', () => {
    const message = (value: unknown) => visitBeaconSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({})).toBe('path is required');
    expect(message({ path: 'blog' })).toBe('path must be a path of this site, such as /blog');
    expect(message({ path: `/${'a'.repeat(200)}` })).toBe('path must be at most 200 characters');
    expect(visitBeaconSchema.safeParse({ path: 'https://evil.example/' }).success).toBe(false);
    expect(visitBeaconSchema.safeParse({ path: '/a b' }).success).toBe(false);
    expect(visitBeaconSchema.safeParse({ path: `/${'a'.repeat(200)}` }).success).toBe(false);
    expect(visitBeaconSchema.safeParse({ path: '/', referrer: 5 }).success).toBe(false);
  });

  it('strips what nobody types from the strings it keeps, and refuses it in the path', () => {
    const view = visitBeaconSchema.parse({
      path: '/blog',
      referrer: 'https://example.com/\u0000x',
      utm_source: '\u0001\u0085',
      // Cut at 100 characters, the emoji at 99-100 would be half a surrogate pair.
      utm_campaign: `${'c'.repeat(99)}\u{1F600}`,
    });
    expect(view).toMatchObject({ referrer: 'https://example.com/x', utm_source: null, utm_campaign: 'c'.repeat(99) });
    expect(visitBeaconSchema.safeParse({ path: '/blog\u0000' }).error?.issues[0]?.message).toBe(UNTYPEABLE_MESSAGE);
    expect(leadAttributionInputSchema.parse({ landing_page: '/\uFFFEblog', utm_medium: ' \u0000cpc ' })).toMatchObject({
      landing_page: '/blog',
      utm_medium: 'cpc',
    });
  });

  it('a lead without attribution stores none', () => {
    expect(leadAttributionInputSchema.parse(undefined)).toBeNull();
    expect(leadAttributionInputSchema.parse({ landing_page: '/blog', utm_campaign: 'x'.repeat(120) })).toEqual({
      landing_page: '/blog',
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'x'.repeat(100),
    });
  });
});

describe('the analytics range', () => {
  const error = (query: object) => analyticsQuerySchema.safeParse(query).error?.issues[0];

  it('takes a range of real days, to not before from, at most 366 days', () => {
    expect(analyticsQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(analyticsQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2026-05-05', to: '2026-05-05' }).success).toBe(true);
    expect(error({ from: '2026-01-01', to: '2027-01-02' })).toMatchObject({
      path: ['to'],
      message: 'The range may cover at most 366 days',
    });
    expect(error({ to: '2026-03-01' })).toMatchObject({ path: ['from'], message: 'from is required (YYYY-MM-DD)' });
    expect(error({ from: 'x2026-03-01', to: '2026-03-01' })).toMatchObject({
      path: ['from'],
      message: 'from must be a date (YYYY-MM-DD)',
    });
    expect(error({ from: '2026-03-01', to: '2026-03-011' })).toMatchObject({
      path: ['to'],
      message: 'to must be a date (YYYY-MM-DD)',
    });
    expect(error({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      path: ['to'],
      message: 'to must not be before from',
    });
    expect(error({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ path: ['from'] });
    expect(error({ from: '2026-03-01' })).toMatchObject({ path: ['to'] });
    expect(error({ from: '01/03/2026', to: '2026-03-01' })).toMatchObject({ path: ['from'] });
  });

  it('lists every day of a range, across months and leap days', () => {
    expect(daysOf('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysOf('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
  });
});
