// /terms-of-service: the terms on which the website and the online coaching services are offered.
import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '@/features/site/public/terms-of-service-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/terms-of-service')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Terms of Service',
      description: (site) =>
        `The terms for using the ${site.business_name} website and our online nutrition coaching, consultations and programs.`,
    }),
  component: TermsOfServicePage,
});
