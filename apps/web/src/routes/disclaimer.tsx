// /disclaimer: the website's information is not medical advice, and results vary from person to person.
import { SITE } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerPage } from '@/features/site/public/disclaimer-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/disclaimer')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Disclaimer',
      description: `The information on the ${SITE.brand} website is general nutrition education, not medical advice. Individual results vary.`,
    }),
  component: DisclaimerPage,
});
