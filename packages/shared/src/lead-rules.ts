// The spec's rules for e-mail addresses and phone numbers, shared by the forms and the server.
/** "{something}@{something}.{something}" without spaces: what the spec calls looking like an e-mail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional plus followed by at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isValidPhone = (value: string) => PHONE_PATTERN.test(value.trim());

/**
 * Form number inputs: a number, or null when empty (blank included) or not a number (the spec's "non-numeric
 * becomes null").
 */
export function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}
