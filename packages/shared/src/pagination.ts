// Page/per_page query parameters and the pagination object every admin list returns.
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { SORT_DIRECTIONS } from './vocabulary';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * `sort` (one of the list's column keys) and `dir` for an admin list's query; both optional, and without `sort` the
 * list keeps its own default order (newest first).
 */
export function sortQueryShape<K extends string>(keys: readonly [K, ...K[]]) {
  return { sort: optionalParam(z.enum(keys)), dir: optionalParam(z.enum(SORT_DIRECTIONS)) };
}

/** Where a page of an admin list sits in the whole list. */
export const paginationSchema = z
  .object({ page: z.int(), per_page: z.int(), pages: z.int(), total: z.int() })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export function paginate(query: PageQuery, total: number): Pagination {
  return { page: query.page, per_page: query.per_page, pages: Math.ceil(total / query.per_page), total };
}

/** "true"/"false" from a query string, or a real boolean from tRPC. */
export const booleanParam = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}, z.boolean());

/** An optional query value where an empty string (an unset filter in a form) means "absent". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}
