// /contact: the ways to reach us, the consultation booking section (#consultation), the message form and the FAQ.
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/leads/public/contact-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/contact')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Contact & Free Consultation',
      description: (site) =>
        `Book your free consultation with ${site.owner_name} or send us a message. We reply within 24 hours.`,
    }),
  component: ContactPage,
});
