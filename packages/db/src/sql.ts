// Small SQL helpers shared by repositories.
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Case-insensitive (ASCII) "column contains text", with LIKE wildcards in the text taken literally. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
