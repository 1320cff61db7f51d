// /contact: the ways to reach us, the consultation booking section (#consultation), the message form and the FAQ.
import { SITE } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/leads/public/contact-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/contact')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Contact & Free Consultation',
      description: `Book your free consultation with ${SITE.ownerName} or send us a message. We reply within 24 hours.`,
    }),
  component: ContactPage,
});
