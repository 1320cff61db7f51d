// Campaign banners: admin CRUD, the public banner for a page, and view/click counters.
import {
  BANNER_MESSAGES,
  type Banner,
  type BannerEvent,
  type BannerInput,
  type BannerStats,
  type BannerUpdate,
  conversionRate,
  invalid,
  isBannerWindowInvalid,
  normalizePagePath,
  notFound,
  type PublicBanner,
} from '@coach/shared';
import { type Selectable, sql } from 'kysely';
import { countedWrite, type DB } from '../client';
import type { CampaignBannerTable } from '../database';
import { nowIso, parseJsonList, toJsonList } from '../json';

/** A row as the site reads it: `is_demo` is for removing the demo content only. */
type BannerRow = Omit<Selectable<CampaignBannerTable>, 'is_demo'>;

const PUBLIC_COLUMNS = [
  'id',
  'title',
  'subtitle',
  'description',
  'features',
  'primary_button_text',
  'primary_button_link',
  'show_secondary_button',
  'secondary_button_text',
  'whatsapp_number',
  'whatsapp_message',
  'delay_seconds',
  'position',
  'max_displays_per_user',
  'cooldown_hours',
  'dismissal_text',
  'theme_color',
] as const;

const BANNER_COLUMNS = [
  ...PUBLIC_COLUMNS,
  'name',
  'is_active',
  'show_on_pages',
  'exclude_pages',
  'start_date',
  'end_date',
  'views_count',
  'clicks_count',
  'created_at',
  'updated_at',
] as const;

function toPublicBanner(row: Pick<BannerRow, (typeof PUBLIC_COLUMNS)[number]>): PublicBanner {
  return {
    ...row,
    features: parseJsonList(row.features),
    show_secondary_button: row.show_secondary_button === 1,
    position: row.position as PublicBanner['position'],
  };
}

function toBanner(row: BannerRow): Banner {
  return {
    ...row,
    ...toPublicBanner(row),
    is_active: row.is_active === 1,
    show_on_pages: parseJsonList(row.show_on_pages),
    exclude_pages: parseJsonList(row.exclude_pages),
    conversion_rate: conversionRate(row.clicks_count, row.views_count),
  };
}

/** The stored form of the fields given: lists as JSON text, flags as 0/1. */
function toColumns(input: BannerUpdate) {
  const { features, show_on_pages, exclude_pages, show_secondary_button, is_active, ...rest } = input;
  return {
    ...rest,
    ...(features !== undefined && { features: toJsonList(features) }),
    ...(show_on_pages !== undefined && { show_on_pages: toJsonList(show_on_pages) }),
    ...(exclude_pages !== undefined && { exclude_pages: toJsonList(exclude_pages) }),
    ...(show_secondary_button !== undefined && { show_secondary_button: show_secondary_button ? 1 : 0 }),
    ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }),
  };
}

/** Every banner for the admin table, newest first. */
export async function listBanners(db: DB): Promise<Banner[]> {
  const rows = await db
    .selectFrom('campaign_banners')
    .select(BANNER_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toBanner);
}

export async function getBanner(db: DB, id: number): Promise<Banner> {
  const row = await db.selectFrom('campaign_banners').select(BANNER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(BANNER_MESSAGES.notFound);
  return toBanner(row);
}

export async function insertBanner(db: DB, input: BannerInput): Promise<Banner> {
  const row = await db
    .insertInto('campaign_banners')
    .values({ ...toColumns(input), name: input.name, title: input.title })
    .returning(BANNER_COLUMNS)
    .executeTakeFirstOrThrow();
  return toBanner(row);
}

/** Changes the fields given; the resulting date window must still be valid. */
export async function updateBanner(db: DB, id: number, input: BannerUpdate): Promise<Banner> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('campaign_banners')
      .select(['start_date', 'end_date'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw notFound(BANNER_MESSAGES.notFound);
    const window = {
      start_date: input.start_date === undefined ? current.start_date : input.start_date,
      end_date: input.end_date === undefined ? current.end_date : input.end_date,
    };
    if (isBannerWindowInvalid(window)) throw invalid(`end_date: ${BANNER_MESSAGES.endAfterStart}`);
    const row = await trx
      .updateTable('campaign_banners')
      .set({ ...toColumns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .returning(BANNER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toBanner(row);
  });
}

/** Flips is_active and returns the banner as it now is. */
export async function toggleBanner(db: DB, id: number): Promise<Banner> {
  const row = await db
    .updateTable('campaign_banners')
    .set((eb) => ({ is_active: eb(eb.val(1), '-', eb.ref('is_active')), updated_at: nowIso() }))
    .where('id', '=', id)
    .returning(BANNER_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(BANNER_MESSAGES.notFound);
  return toBanner(row);
}

export async function deleteBanner(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('campaign_banners').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(BANNER_MESSAGES.notFound);
}

export async function getBannerStats(db: DB): Promise<BannerStats> {
  const row = await db
    .selectFrom('campaign_banners')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.ref('is_active')).as('active'),
      eb.fn.sum<number>(eb.ref('views_count')).as('views'),
      eb.fn.sum<number>(eb.ref('clicks_count')).as('clicks'),
    ])
    .executeTakeFirstOrThrow();
  const views = Number(row.views ?? 0);
  return {
    total_banners: Number(row.total),
    active_banners: Number(row.active ?? 0),
    total_views: views,
    overall_conversion_rate: conversionRate(Number(row.clicks ?? 0), views),
  };
}

/**
 * The banner a visitor on `path` sees at `now`: active, inside its date window, listed for the page (an empty
 * list means every page) and not excluded from it; the newest such banner wins.
 */
export async function findBannerForPage(db: DB, path: string, now: Date = new Date()): Promise<PublicBanner | null> {
  const page = normalizePagePath(path);
  const at = now.toISOString();
  const row = await db
    .selectFrom('campaign_banners')
    .select(PUBLIC_COLUMNS)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '<=', at)]))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', at)]))
    // A hand-edited list that is not JSON counts as empty, as it does when read.
    .where(
      sql<boolean>`case when json_valid(show_on_pages) then json_array_length(show_on_pages) = 0 or exists (select 1 from json_each(show_on_pages) where value = ${page}) else 1 end`,
    )
    .where(
      sql<boolean>`case when json_valid(exclude_pages) then not exists (select 1 from json_each(exclude_pages) where value = ${page}) else 1 end`,
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toPublicBanner(row) : null;
}

/** Counts one view or click of an active banner (a count: no sync of its own); a missing or inactive one is not found. */
export async function recordBannerEvent(db: DB, id: number, event: BannerEvent): Promise<void> {
  const column = event === 'view' ? 'views_count' : 'clicks_count';
  const result = await countedWrite(db, (connection) =>
    connection
      .updateTable('campaign_banners')
      .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1) }))
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .executeTakeFirst(),
  );
  if (result.numUpdatedRows === 0n) throw notFound(BANNER_MESSAGES.notFound);
}
