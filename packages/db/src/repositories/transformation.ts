// Client transformations: the public list (admin editing arrives with the admin portal).
import { type PublicTransformationQuery, type Transformation, weightChange } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { TransformationTable } from '../database';

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

export function toTransformation(row: Selectable<TransformationTable>): Transformation {
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
