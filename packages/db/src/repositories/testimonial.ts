// Testimonials: the one place their SQL is written, for the public list (shown ones, in order) and the owner's edits,
// visibility and order.
import {
  invalid,
  notFound,
  type Picture,
  TESTIMONIAL_MESSAGES,
  type Testimonial,
  type TestimonialInput,
  type TestimonialKind,
} from '@coach/shared';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../client';
import type { TestimonialTable } from '../database';
import { nowIso } from '../json';

const TESTIMONIAL_COLUMNS = [
  'id',
  'kind',
  'name',
  'text',
  'rating',
  'date_line',
  'photo_url',
  'photo_alt',
  'after_photo_url',
  'after_photo_alt',
  'is_hidden',
  'position',
  'created_at',
  'updated_at',
] as const;

type TestimonialRow = Pick<Selectable<TestimonialTable>, (typeof TESTIMONIAL_COLUMNS)[number]>;

const pictureOf = (url: string | null, alt: string | null): Picture | null => (url ? { url, alt: alt ?? '' } : null);

function toTestimonial(row: TestimonialRow): Testimonial {
  const { photo_url, photo_alt, after_photo_url, after_photo_alt, is_hidden, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as TestimonialKind,
    photo: pictureOf(photo_url, photo_alt),
    after_photo: pictureOf(after_photo_url, after_photo_alt),
    hidden: is_hidden === 1,
  };
}

/** The columns of what the owner writes (the order and the demo mark are not hers to send). */
export function testimonialColumns(input: TestimonialInput) {
  const { photo, after_photo, hidden, ...texts } = input;
  return {
    ...texts,
    photo_url: photo?.url ?? null,
    photo_alt: photo?.alt ?? null,
    after_photo_url: after_photo?.url ?? null,
    after_photo_alt: after_photo?.alt ?? null,
    is_hidden: hidden ? 1 : 0,
  };
}

/** After the last one: the next place in the list. */
const nextTestimonialPosition = sql<number>`(select coalesce(max(position), 0) + 1 from testimonials)`;

function inOrder(db: DB) {
  return db.selectFrom('testimonials').select(TESTIMONIAL_COLUMNS).orderBy('position').orderBy('id');
}

/** What visitors see: the shown testimonials, in the owner's order. */
export async function listShownTestimonials(db: DB): Promise<Testimonial[]> {
  return (await inOrder(db).where('is_hidden', '=', 0).execute()).map(toTestimonial);
}

/** The portal's list: every testimonial, hidden ones too, in order. */
export async function listTestimonials(db: DB): Promise<Testimonial[]> {
  return (await inOrder(db).execute()).map(toTestimonial);
}

export async function insertTestimonial(db: DB, input: TestimonialInput): Promise<Testimonial> {
  const row = await db
    .insertInto('testimonials')
    .values({ ...testimonialColumns(input), position: nextTestimonialPosition })
    .returning(TESTIMONIAL_COLUMNS)
    .executeTakeFirstOrThrow();
  return toTestimonial(row);
}

async function updateRow(db: DB, id: number, changes: Partial<ReturnType<typeof testimonialColumns>>) {
  const row = await db
    .updateTable('testimonials')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(TESTIMONIAL_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(TESTIMONIAL_MESSAGES.notFound);
  return toTestimonial(row);
}

/** Replaces what the owner wrote; the place in the list stays. */
export const updateTestimonial = (db: DB, id: number, input: TestimonialInput) =>
  updateRow(db, id, testimonialColumns(input));

export const setTestimonialHidden = (db: DB, id: number, hidden: boolean) =>
  updateRow(db, id, { is_hidden: hidden ? 1 : 0 });

export async function deleteTestimonial(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(TESTIMONIAL_MESSAGES.notFound);
}

/**
 * Puts the testimonials in the order of `ids`, which must name each of them once (a list changed meanwhile by
 * another write is refused, not half applied). Returns the new list.
 */
export async function reorderTestimonials(db: DB, ids: readonly number[]): Promise<Testimonial[]> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('testimonials').select('id').execute();
    const known = new Set(stored.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw invalid(`ids: ${TESTIMONIAL_MESSAGES.orderIncomplete}`);
    }
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('testimonials')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return listTestimonials(trx);
  });
}
