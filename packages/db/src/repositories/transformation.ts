// Client transformations: the one place their SQL is written, for the public list and the administrator's edits.
import {
  type AdminTransformationQuery,
  notFound,
  type Pagination,
  type PublicTransformationQuery,
  type Transformation,
  type TransformationInput,
  type TransformationUpdate,
  weightChange,
} from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { TransformationTable } from '../database';
import { nowIso } from '../json';
import { containsText, fetchPage } from '../sql';

const NOT_FOUND = 'Transformation not found';

export const TRANSFORMATION_COLUMNS = [
  'id',
  'client_name',
  'goal_type',
  'before_weight',
  'after_weight',
  'duration_months',
  'before_image',
  'after_image',
  'story',
  'testimonial',
  'is_featured',
  'created_at',
  'updated_at',
] as const;

export function toTransformation(row: Omit<Selectable<TransformationTable>, 'is_demo'>): Transformation {
  return {
    ...row,
    goal_type: row.goal_type as Transformation['goal_type'],
    is_featured: row.is_featured === 1,
    weight_change: weightChange(row.before_weight, row.after_weight),
  };
}

/** Public list, featured first is not implied: newest first, optionally only featured or of one goal. */
export async function listTransformations(db: DB, filter: PublicTransformationQuery = {}): Promise<Transformation[]> {
  let query = db
    .selectFrom('transformations')
    .select(TRANSFORMATION_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (filter.featured !== undefined) query = query.where('is_featured', '=', filter.featured ? 1 : 0);
  if (filter.goal_type) query = query.where('goal_type', '=', filter.goal_type);
  if (filter.limit) query = query.limit(filter.limit);
  return (await query.execute()).map(toTransformation);
}

/** One admin page, newest first, optionally of one goal or matching the client's name, with its pagination. */
export async function listTransformationsPage(
  db: DB,
  filter: AdminTransformationQuery,
): Promise<{ transformations: Transformation[]; pagination: Pagination }> {
  let base = db.selectFrom('transformations');
  if (filter.goal_type) base = base.where('goal_type', '=', filter.goal_type);
  if (filter.search) base = base.where(containsText('client_name', filter.search));
  const { rows, pagination } = await fetchPage(base, filter, (q) =>
    q.select(TRANSFORMATION_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { transformations: rows.map(toTransformation), pagination };
}

export async function getTransformation(db: DB, id: number): Promise<Transformation> {
  const row = await db
    .selectFrom('transformations')
    .select(TRANSFORMATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toTransformation(row);
}

export async function insertTransformation(db: DB, input: TransformationInput): Promise<Transformation> {
  const row = await db
    .insertInto('transformations')
    .values({ ...input, is_featured: input.is_featured ? 1 : 0 })
    .returning(TRANSFORMATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toTransformation(row);
}

export async function updateTransformation(db: DB, id: number, input: TransformationUpdate): Promise<Transformation> {
  const { is_featured, ...rest } = input;
  const row = await db
    .updateTable('transformations')
    .set({
      ...rest,
      ...(is_featured !== undefined && { is_featured: is_featured ? 1 : 0 }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returning(TRANSFORMATION_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toTransformation(row);
}

export async function deleteTransformation(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('transformations').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NOT_FOUND);
}
