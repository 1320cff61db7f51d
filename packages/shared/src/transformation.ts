// Client transformations: the public list's filters and the stored shape.
import { z } from 'zod';
import { booleanParam, optionalParam } from './pagination';

export const TRANSFORMATION_GOAL_TYPES = ['weight_loss', 'weight_gain'] as const;
export const transformationGoalTypeSchema = z.enum(TRANSFORMATION_GOAL_TYPES);
export type TransformationGoalType = z.infer<typeof transformationGoalTypeSchema>;

export const publicTransformationQuerySchema = z.object({
  featured: optionalParam(booleanParam),
  goal_type: optionalParam(transformationGoalTypeSchema),
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
});
export type PublicTransformationQuery = z.infer<typeof publicTransformationQuerySchema>;

export type Transformation = {
  id: number;
  client_name: string;
  goal_type: TransformationGoalType;
  before_weight: number;
  after_weight: number;
  /** Kilograms lost or gained, always positive, to one decimal. */
  weight_change: number;
  duration_months: number;
  before_image: string | null;
  after_image: string | null;
  story: string | null;
  testimonial: string | null;
  is_featured: boolean;
  created_at: string;
  updated_at: string;
};

export const TRANSFORMATION_MESSAGES = {
  empty: 'No transformations found',
  emptyHint: 'Try changing the filter or check back later for more stories',
} as const;

export const weightChange = (before: number, after: number) => Math.round(Math.abs(before - after) * 10) / 10;

/**
 * Image paths as the browser should load them: relative paths stay on this site (the API base URL is empty), and
 * pictures on the old storage bucket in us-east-1 are read from its ap-south-1 copy.
 */
export function resolveImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(/(\.s3[.-])us-east-1(\.amazonaws\.com)/, '$1ap-south-1$2');
}
