// Timings, thresholds and small rules of the public site's behaviour (popup delays, scroll offsets and retries, the
// mobile width, the carousel's loop), named once for the pages and their tests.
export const POPUP_DELAY_MS = 5000;
export const POPUP_SUPPRESS_MS = 24 * 60 * 60 * 1000;
// Stryker disable next-line StringLiteral: a storage key's name is not behaviour (the browser tests cover that it persists)
export const POPUP_DISMISSED_KEY = 'consultation_popup_dismissed_at';
// Stryker disable next-line StringLiteral: as above
export const BMI_BANNER_DISMISSED_KEY = 'bmi_banner_dismissed';

export const NAV_STYLE_SCROLL_PX = 50;
export const FLOATING_BUTTONS_SCROLL_PX = 300;
export const FORM_VISIBLE_SCROLL_SHARE = 0.3;
export const MOBILE_MAX_WIDTH_PX = 768;

export const HASH_SCROLL_ATTEMPTS_MS = [300, 800, 1500] as const;
export const SECTION_LOOKUP_TRIES = 10;
export const SECTION_LOOKUP_INTERVAL_MS = 200;
export const HEADER_OFFSET_PX = 80;
export const CONSULTATION_OFFSET_PX = 100;
export const CONSULTATION_SCROLL_RETRIES_MS = [1000, 2000] as const;
export const CONSULTATION_SECTION_ID = 'consultation';

export const CAROUSEL_LOOP_MS = 20_000;
export const COUNTER_DURATION_MS = 2500;
export const EXPERT_MODAL_AUTOCLOSE_MS = 2000;
export const HOME_FEATURED_TRANSFORMATIONS = 6;

/** Whether the consultation popup stays hidden: a dismissal in the last 24 hours. */
export function isPopupSuppressed(dismissedAt: number | null, now: number): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing or unreadable time also compares as long ago; the line says so
  if (dismissedAt === null || !Number.isFinite(dismissedAt)) return false;
  return now - dismissedAt < POPUP_SUPPRESS_MS && dismissedAt <= now;
}

/** Carousel items visible at a viewport width: 3 from 1024px, 2 from 768px, else 1. */
export function carouselVisibleCount(width: number): 1 | 2 | 3 {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

/** The header offset for a section: the consultation section sits a little lower. */
export const sectionOffset = (id: string) =>
  id === CONSULTATION_SECTION_ID ? CONSULTATION_OFFSET_PX : HEADER_OFFSET_PX;

export const WHATSAPP_GREETING =
  "Hi! I'm interested in your nutrition coaching and would like to book a free consultation.";

/** A WhatsApp chat link with the greeting encoded. */
export function whatsappLink(number: string, text: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
