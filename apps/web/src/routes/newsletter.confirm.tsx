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
      // Nothing of the link (its token) goes to another site; its own form posts carry the site's origin (with
      // no-referrer they would say "null", which the form guard refuses).
      { name: 'referrer', content: 'same-origin' },
    ],
  }),
  component: ConfirmSubscriptionPage,
});
