// Storage of the pages the owner edits: the published content and the draft as JSON (the service checks them with
// the shared schemas), a version every write raises only if it is still the one the writer read, and the revisions.
import type { DB } from '../client';
import { nowIso, parseJsonList } from '../json';

export type StoredSitePage = {
  published: unknown;
  draft: unknown;
  version: number;
  published_at: string | null;
  updated_at: string | null;
};

export type SitePageRevision = { id: number; sections: string[]; admin: string | null; created_at: string };

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** A page's stored state; a page never written reads as version 0 with nothing stored. */
export async function findSitePage(db: DB, page: string): Promise<StoredSitePage> {
  const row = await db.selectFrom('site_pages').selectAll().where('page', '=', page).executeTakeFirst();
  if (!row) return { published: null, draft: null, version: 0, published_at: null, updated_at: null };
  return { ...row, published: parsed(row.published), draft: parsed(row.draft) };
}

/**
 * Sets the draft (null: no unpublished changes) if the page is still at `version`; returns the new version, or null
 * when someone else wrote it in between.
 */
export async function writeSitePageDraft(db: DB, page: string, draft: unknown, version: number) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_pages')
      .values({ page })
      .onConflict((oc) => oc.column('page').doNothing())
      .execute();
    const result = await trx
      .updateTable('site_pages')
      .set((eb) => ({
        draft: draft === null ? null : JSON.stringify(draft),
        version: eb('version', '+', 1),
        updated_at: nowIso(),
      }))
      .where('page', '=', page)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? version + 1 : null;
  });
}

/**
 * Makes `content` the published page (the draft is cleared) if the page is still at `version`, and keeps it as a
 * revision; only the newest `keep` revisions stay. Returns the new version, or null on a version clash.
 */
export async function publishSitePage(
  db: DB,
  page: string,
  content: unknown,
  version: number,
  revision: { sections: string[]; admin: string | null },
  keep: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_pages')
      .values({ page })
      .onConflict((oc) => oc.column('page').doNothing())
      .execute();
    const json = JSON.stringify(content);
    const now = nowIso();
    const result = await trx
      .updateTable('site_pages')
      .set((eb) => ({
        published: json,
        draft: null,
        version: eb('version', '+', 1),
        published_at: now,
        updated_at: now,
      }))
      .where('page', '=', page)
      .where('version', '=', version)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return null;
    await trx
      .insertInto('site_page_revisions')
      .values({ page, content: json, sections: JSON.stringify(revision.sections), admin: revision.admin })
      .execute();
    const kept = trx
      .selectFrom('site_page_revisions')
      .select('id')
      .where('page', '=', page)
      .orderBy('id', 'desc')
      .limit(keep);
    await trx.deleteFrom('site_page_revisions').where('page', '=', page).where('id', 'not in', kept).execute();
    return version + 1;
  });
}

/** The kept revisions of a page, newest first, without their content. */
export async function listSitePageRevisions(db: DB, page: string): Promise<SitePageRevision[]> {
  const rows = await db
    .selectFrom('site_page_revisions')
    .select(['id', 'sections', 'admin', 'created_at'])
    .where('page', '=', page)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, sections: parseJsonList(row.sections) }));
}

/** One revision's content, or null when the page has no such revision (any more). */
export async function findSitePageRevision(db: DB, page: string, id: number): Promise<unknown> {
  const row = await db
    .selectFrom('site_page_revisions')
    .select('content')
    .where('page', '=', page)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? parsed(row.content) : null;
}
