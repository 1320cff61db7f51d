// /newsletter/confirm?token=...: the link of the confirmation e-mail. The page asks for one click: a mail scanner that
// follows the link confirms nothing. Never indexed.
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmSubscriptionPage } from '@/features/newsletter/public/confirm-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ token: text(200) });

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: searchSchema,
  head: ({ match }) => ({
    meta: [
      { title: `Confirm your subscription | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ConfirmSubscriptionPage,
});
