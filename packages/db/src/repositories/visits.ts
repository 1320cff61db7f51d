// Visit totals and lead attribution for the owner's figures (issue 15): reads only; the visit counter writes.
import { type LeadAttribution, recipeIdFromSegment } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { VisitCountTable } from '../database';
import { nowIso, parseAttribution } from '../json';

/** Whether a counted path's post or recipe exists and is public (the other counted paths always exist). */
export async function publicPageExists(db: DB, path: string, now = nowIso()): Promise<boolean> {
  const post = /^\/blog\/(\d+)$/.exec(path);
  if (post) {
    const row = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('id', '=', Number(post[1]))
      .where('published', '=', 1)
      .where('publish_date', '<=', now)
      .executeTakeFirst();
    return Boolean(row);
  }
  const recipe = /^\/recipes\/([^/]+)$/.exec(path);
  if (recipe) {
    const id = recipeIdFromSegment(recipe[1]!);
    if (id === undefined) return false;
    return Boolean(await db.selectFrom('recipes').select('id').where('id', '=', id).executeTakeFirst());
  }
  return true;
}

export type VisitRow = Selectable<VisitCountTable>;

/** The daily totals of a range of business days (both included). */
export function visitRows(db: DB, from: string, to: string): Promise<VisitRow[]> {
  return db
    .selectFrom('visit_counts')
    .select(['day', 'path', 'source', 'campaign', 'device', 'pageviews', 'visitors'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
}

export type AttributedLead = {
  kind: 'consultation' | 'contact';
  created_at: string;
  attribution: LeadAttribution | null;
};

/** Every lead created between two instants (ISO, `from` included, `to` excluded), with its attribution. */
export async function leadsCreatedBetween(db: DB, from: string, to: string): Promise<AttributedLead[]> {
  const [consultations, contacts] = await Promise.all(
    (['consultations', 'contact_messages'] as const).map((table) =>
      db
        .selectFrom(table)
        .select(['created_at', 'attribution'])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute(),
    ),
  );
  const attributed = (kind: AttributedLead['kind']) => (row: { created_at: string; attribution: string | null }) => ({
    kind,
    created_at: row.created_at,
    attribution: parseAttribution(row.attribution),
  });
  return [...consultations!.map(attributed('consultation')), ...contacts!.map(attributed('contact'))];
}
