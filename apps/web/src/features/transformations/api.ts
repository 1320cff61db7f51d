// The client transformations' data: the query options their page, the home page and their loaders share.
import { HOME_FEATURED_TRANSFORMATIONS, type Transformation } from '@coach/shared';
import type { inferInput } from '@trpc/tanstack-react-query';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** Every public story: the transformations page filters them by goal in the browser. */
export const ALL_TRANSFORMATIONS = {};

/** The few the home page features. */
export const FEATURED_TRANSFORMATIONS = { featured: true, limit: HOME_FEATURED_TRANSFORMATIONS };

/** What a list shows when it could not be loaded. */
export const EMPTY_TRANSFORMATION_LIST = { transformations: [] as Transformation[] };

export const transformationListQuery = (trpc: Trpc, input: inferInput<Trpc['transformation']['list']>) =>
  trpc.transformation.list.queryOptions(input);
