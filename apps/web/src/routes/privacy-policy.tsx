// /privacy-policy: what the forms collect, why, how it is kept and how to have it deleted.
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/site/public/privacy-policy-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/privacy-policy')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Privacy Policy',
      description: (site) =>
        `How ${site.business_name} collects, uses and protects the personal and health information you share through our consultation and contact forms.`,
    }),
  component: PrivacyPolicyPage,
});
