// /disclaimer: the website's information is not medical advice, and results vary from person to person.
import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerPage } from '@/features/site/public/disclaimer-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/disclaimer')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Disclaimer',
      description: (site) =>
        `The information on the ${site.business_name} website is general nutrition education, not medical advice. Individual results vary.`,
    }),
  component: DisclaimerPage,
});
