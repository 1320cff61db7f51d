// The campaign banner's rules in the browser and for the owner: which page a path is, how often a visitor sees a
// banner (its maximum and cooldown), what a stored history means, an empty date window and the conversion rate.
import { describe, expect, it } from 'vitest';
import { conversionRate, isBannerWindowInvalid } from './banner';
import { bannerHistoryKey, mayShowBanner, normalizePagePath, parseBannerHistory } from './banner-rules';

const HOUR = 60 * 60 * 1000;

describe('normalizePagePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['  /about/  ', '/about'],
    ['/about///', '/about'],
    ['/blog/2?page=3', '/blog/2'],
    ['/services#weight-loss', '/services'],
    ['/?utm_source=x', '/'],
    ['/a/b/', '/a/b'],
  ])('%j is the page %j', (path, page) => {
    expect(normalizePagePath(path)).toBe(page);
  });
});

describe('mayShowBanner', () => {
  const banner = { max_displays_per_user: 3, cooldown_hours: 24 };
  const now = Date.UTC(2026, 10, 23, 12);

  it('shows a banner never shown before', () => {
    expect(mayShowBanner(banner, { count: 0, lastShownAt: null }, now)).toBe(true);
  });

  it('waits the whole cooldown after a display, then shows it again', () => {
    expect(mayShowBanner(banner, { count: 1, lastShownAt: now - 24 * HOUR + 1 }, now)).toBe(false);
    expect(mayShowBanner(banner, { count: 1, lastShownAt: now - 24 * HOUR }, now)).toBe(true);
    expect(mayShowBanner(banner, { count: 2, lastShownAt: now - 48 * HOUR }, now)).toBe(true);
  });

  it('never shows it again once shown its maximum number of times', () => {
    expect(mayShowBanner(banner, { count: 3, lastShownAt: now - 1000 * HOUR }, now)).toBe(false);
    expect(mayShowBanner(banner, { count: 4, lastShownAt: null }, now)).toBe(false);
  });

  it('counts a last display in the future (a changed clock) as just now', () => {
    expect(mayShowBanner(banner, { count: 1, lastShownAt: now + 5 * HOUR }, now)).toBe(false);
  });

  it('with no cooldown shows it on every visit up to the maximum', () => {
    expect(mayShowBanner({ max_displays_per_user: 2, cooldown_hours: 0 }, { count: 1, lastShownAt: now }, now)).toBe(
      true,
    );
  });
});

describe('parseBannerHistory', () => {
  it('reads what the browser stored', () => {
    expect(parseBannerHistory('{"count":2,"lastShownAt":1700000000000}')).toEqual({
      count: 2,
      lastShownAt: 1700000000000,
    });
  });

  it.each([
    [null],
    [''],
    ['not json'],
    ['null'],
    ['{"count":-1,"lastShownAt":"yesterday"}'],
    ['{"count":1.5}'],
    ['{"count":"2"}'],
    ['{"lastShownAt":1e400}'],
  ])('treats %j as never shown', (text) => {
    expect(parseBannerHistory(text)).toEqual({ count: 0, lastShownAt: null });
  });

  it('keeps a valid part of a partly damaged history', () => {
    expect(parseBannerHistory('{"count":0,"lastShownAt":5}')).toEqual({ count: 0, lastShownAt: 5 });
    expect(parseBannerHistory('{"count":3,"lastShownAt":null}')).toEqual({ count: 3, lastShownAt: null });
  });

  it('is stored per banner under the spec key', () => {
    expect(bannerHistoryKey(12)).toBe('campaign_banner_12');
  });
});

describe('isBannerWindowInvalid', () => {
  it('is invalid only when both dates are set and the end is not after the start', () => {
    expect(isBannerWindowInvalid({ start_date: '2030-06-02', end_date: '2030-06-01' })).toBe(true);
    expect(isBannerWindowInvalid({ start_date: '2030-06-01', end_date: '2030-06-01' })).toBe(true);
    expect(isBannerWindowInvalid({ start_date: '2030-06-01', end_date: '2030-06-02' })).toBe(false);
    expect(isBannerWindowInvalid({ start_date: '2030-06-01', end_date: null })).toBe(false);
    expect(isBannerWindowInvalid({ start_date: null, end_date: '2030-06-01' })).toBe(false);
    expect(isBannerWindowInvalid({})).toBe(false);
  });
});

describe('conversionRate', () => {
  it('is clicks per view in per cent, to one decimal, and 0 without views', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(3, 0)).toBe(0);
    expect(conversionRate(0, 10)).toBe(0);
  });
});
