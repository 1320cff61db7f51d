// /terms-of-service: the terms on which the website and the online coaching services are offered.
import { SITE } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '@/features/site/public/terms-of-service-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/terms-of-service')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Terms of Service',
      description: `The terms for using the ${SITE.brand} website and our online nutrition coaching, consultations and programs.`,
    }),
  component: TermsOfServicePage,
});
