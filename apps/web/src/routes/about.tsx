// /about: the founder's story, stats, qualifications, values, approach, mission and vision.
import { SITE } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/site/public/about-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'About Us',
      description: `Meet ${SITE.ownerName}, certified dietitian and founder of ${SITE.brand}: the story, values and approach behind our personalised online nutrition coaching.`,
    }),
  component: AboutPage,
});
