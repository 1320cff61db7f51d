// /about: the founder's story, stats, qualifications, values, approach, mission and vision.
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/site/public/about-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'About Us',
      description: (site) =>
        `Meet ${site.owner_name}${site.credentials ? ` (${site.credentials})` : ''}, founder of ${site.business_name}: the story, values and approach behind our personalised online nutrition coaching.`,
    }),
  component: AboutPage,
});
