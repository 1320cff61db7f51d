// /services: the four coaching programs, virtual coaching, additional services, why choose us and a call to action.
import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '@/features/site/public/services-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Our Services',
      description:
        'Dietitian-led programs for weight loss, healthy weight gain, PCOS, thyroid and diabetes management and skin toning. Online coaching worldwide, first consultation free.',
    }),
  component: ServicesPage,
});
