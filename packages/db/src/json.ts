import type { LeadAttribution } from '@coach/shared';

// JSON list columns: written as text, read back defensively (a hand-edited row must not crash a page).
export function toJsonList(values: readonly string[]): string {
  return JSON.stringify(values);
}

export function parseJsonList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const nowIso = () => new Date().toISOString();

/** A lead's attribution column: JSON written by the lead service, read back defensively (null when unknown). */
export function parseAttribution(text: string | null): LeadAttribution | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LeadAttribution> | null;
    if (!value || typeof value.source !== 'string') return null;
    const field = (v: unknown) => (typeof v === 'string' ? v : null);
    return {
      source: value.source,
      medium: field(value.medium),
      campaign: field(value.campaign),
      referrer: field(value.referrer),
      landing_page: field(value.landing_page),
    };
  } catch {
    return null;
  }
}
