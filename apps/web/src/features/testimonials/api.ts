// The testimonials' data for the public pages: the shown ones, in the owner's order (the transformations page's
// Reviews tab and its loader share these options).
import type { Testimonial } from '@coach/shared';
import type { Trpc } from '@/lib/trpc';

export const shownTestimonialsQuery = (trpc: Trpc) => trpc.testimonial.list.queryOptions();

/** What the Reviews tab shows when the list could not be loaded: nothing, so the tab is left out. */
export const EMPTY_TESTIMONIAL_LIST = { testimonials: [] as Testimonial[] };
