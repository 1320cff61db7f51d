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
