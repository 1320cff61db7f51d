// /newsletter/manage?token=...: the unsubscribe link of every newsletter (its List-Unsubscribe header too). A GET shows
// the page and changes nothing (mail scanners follow links); the button unsubscribes, and a POST of the same address
// is the mailbox provider's one-click unsubscribe (the server's route). Never indexed.
import { createFileRoute } from '@tanstack/react-router';
import { ManageSubscriptionPage } from '@/features/newsletter/public/manage-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ token: text(200) });

export const Route = createFileRoute('/newsletter/manage')({
  validateSearch: searchSchema,
  head: ({ match }) => ({
    meta: [
      { title: `Your newsletter subscription | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ManageSubscriptionPage,
});
