// Search-param validation for route configs without a schema library: route configs load with every page, so they
// stay tiny. Each parser returns the value, or undefined for anything missing or invalid (the filter is then off).
type Parser<T> = (value: unknown) => T | undefined;

export const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export const text =
  (max: number): Parser<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

export const positiveInt: Parser<number> = (value) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Builds a route's validateSearch from one parser per parameter; absent or invalid parameters are left out. */
export function searchParams<S extends Record<string, Parser<unknown>>>(shape: S) {
  return (search: Record<string, unknown>) => {
    const result: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };
  };
}

/** A calendar day as `<input type="date">` writes it (YYYY-MM-DD). */
export const isoDay: Parser<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value) ? value : undefined;

/** Not 2025-02-30: the day reads back the same once made a date. */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
