// Small SQL helpers shared by repositories.
import { type PageQuery, type Pagination, paginate, type SortDirection } from '@coach/shared';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './database';

/** Case-insensitive (ASCII) "column contains text", with LIKE wildcards in the text taken literally. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

// biome-ignore lint/complexity/noBannedTypes: Kysely's own type for a query that selects nothing yet
export type Unselected<T extends keyof Database> = SelectQueryBuilder<Database, T, {}>;

/**
 * One page of a filtered query and the pagination of the whole filtered set: `rowsOf` selects and orders the rows,
 * the count runs over the same filters.
 */
export async function fetchPage<T extends keyof Database, Row>(
  base: Unselected<T>,
  filter: PageQuery,
  rowsOf: (query: Unselected<T>) => SelectQueryBuilder<Database, T, Row>,
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const [rows, count] = await Promise.all([
    rowsOf(base)
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page)
      .execute(),
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], pagination: paginate(filter, Number(count.total)) };
}

/** Leads whose stored attribution names this source; `unknown` (as the figures name it): leads stored without one. */
export function sourceIs(source: string): RawBuilder<SqlBool> {
  if (source === 'unknown') return sql<SqlBool>`attribution is null`;
  return sql<SqlBool>`json_extract(attribution, '$.source') = ${source}`;
}

/** A text column compared without regard to (ASCII) case, for sorting names and titles. */
export function byText(column: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} collate nocase`;
}

/** An admin list's order: what a sort key means in SQL, and the order it keeps when none is chosen. */
export type ListOrder<K extends string> = {
  columns: Record<K, RawBuilder<unknown>>;
  otherwise: { by: RawBuilder<unknown>; dir: SortDirection };
};

/**
 * Orders an admin list by the chosen column (`dir` defaults to ascending), or by the list's own default without one;
 * then by id in the same direction, so rows that tie keep one order and never appear on two pages.
 */
export function orderList<T extends keyof Database, Row, K extends string>(
  query: SelectQueryBuilder<Database, T, Row>,
  order: ListOrder<K>,
  chosen: { sort?: K; dir?: SortDirection },
): SelectQueryBuilder<Database, T, Row> {
  const [by, dir] = chosen.sort
    ? [order.columns[chosen.sort], chosen.dir ?? 'asc']
    : [order.otherwise.by, order.otherwise.dir];
  return query.orderBy(by, dir).orderBy(sql.ref('id'), dir);
}
