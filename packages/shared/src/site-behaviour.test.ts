import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_OFFSET_PX,
  carouselVisibleCount,
  HEADER_OFFSET_PX,
  isPopupSuppressed,
  POPUP_SUPPRESS_MS,
  sectionOffset,
  WHATSAPP_GREETING,
  whatsappLink,
} from './site-behaviour';
import { resolveImageUrl } from './vocabulary';

describe('isPopupSuppressed', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('shows the popup when it was never dismissed', () => {
    expect(isPopupSuppressed(null, now)).toBe(false);
    expect(isPopupSuppressed(Number.NaN, now)).toBe(false);
  });
  it('hides it for 24 hours after a dismissal, then shows it again', () => {
    expect(isPopupSuppressed(now, now)).toBe(true);
    expect(isPopupSuppressed(now - POPUP_SUPPRESS_MS + 1, now)).toBe(true);
    expect(isPopupSuppressed(now - POPUP_SUPPRESS_MS, now)).toBe(false);
    expect(isPopupSuppressed(now - 2 * POPUP_SUPPRESS_MS, now)).toBe(false);
  });
  it('the 24 hours are 86,400,000 ms', () => {
    expect(isPopupSuppressed(now - 86_400_000 + 1, now)).toBe(true);
    expect(isPopupSuppressed(now - 86_400_000, now)).toBe(false);
  });
  it('ignores a dismissal time in the future (a clock change must not hide it for good)', () => {
    expect(isPopupSuppressed(now + 60_000, now)).toBe(false);
  });
});

describe('carouselVisibleCount', () => {
  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('%i px shows %i', (width, count) => expect(carouselVisibleCount(width)).toBe(count));
});

describe('sectionOffset', () => {
  it('is 100px for the consultation section and 80px elsewhere', () => {
    expect(sectionOffset('consultation')).toBe(CONSULTATION_OFFSET_PX);
    expect(sectionOffset('bmi-calculator')).toBe(HEADER_OFFSET_PX);
  });
});

describe('whatsappLink', () => {
  it('pre-fills a greeting by default', () => {
    const text = new URL(whatsappLink('919876543210')).searchParams.get('text');
    expect(text).toBe(WHATSAPP_GREETING);
    expect(text).toMatch(/consultation/);
  });
  it('keeps only digits of the number and encodes the greeting', () => {
    expect(whatsappLink('+91 98765-43210', 'Hi & hello?')).toBe('https://wa.me/919876543210?text=Hi%20%26%20hello%3F');
  });
});

describe('resolveImageUrl', () => {
  it('keeps site paths and rewrites the us-east-1 bucket region to ap-south-1', () => {
    expect(resolveImageUrl('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl('https://bucket.s3.us-east-1.amazonaws.com/a.jpg')).toBe(
      'https://bucket.s3.ap-south-1.amazonaws.com/a.jpg',
    );
    expect(resolveImageUrl('https://bucket.s3-us-east-1.amazonaws.com/a.jpg')).toBe(
      'https://bucket.s3-ap-south-1.amazonaws.com/a.jpg',
    );
  });
});
