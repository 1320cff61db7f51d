// What the home page features: its loader fetches these and its sections show them.
import { HOME_FEATURED_RECIPES, HOME_FEATURED_TRANSFORMATIONS } from '@coach/shared';

export const featuredRecipes = { featured: true, limit: HOME_FEATURED_RECIPES };
export const featuredTransformations = { featured: true, limit: HOME_FEATURED_TRANSFORMATIONS };
