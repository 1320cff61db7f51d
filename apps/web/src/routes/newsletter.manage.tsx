// /newsletter/manage?token=...: the unsubscribe link of every newsletter (its List-Unsubscribe header too). A GET shows
// the page and changes nothing (mail scanners follow links); its forms post to /forms/newsletter-manage, and a POST of
// the same address is the mailbox provider's one-click unsubscribe (the server's route). Drawn for each request (it
// shows the reader's address), never kept, never indexed.
import { MANAGE_SUBSCRIPTION_INTENTS, type Subscription } from '@coach/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { subscriptionQuery } from '@/features/newsletter/api';
import { ManageSubscriptionPage } from '@/features/newsletter/public/manage-page';
import { oneOf, searchParams, text } from '@/lib/search-params';
import type { Trpc } from '@/lib/trpc';

const searchSchema = searchParams({
  token: text(200),
  /** Which write a plain post just did (the page says so). */
  changed: oneOf(MANAGE_SUBSCRIPTION_INTENTS),
});

/** The subscription a link is for; none for a dead link (or none), which the page says is not valid. */
async function subscriptionOf(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  token: string | undefined,
): Promise<{ subscription: Subscription | null }> {
  if (!token) return { subscription: null };
  try {
    return { subscription: (await queryClient.fetchQuery(subscriptionQuery(trpc, token))).subscription };
  } catch {
    return { subscription: null };
  }
}

export const Route = createFileRoute('/newsletter/manage')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // A dead link (or none) is the page's own message, not an error.
  loader: ({ context, deps: { token } }) => subscriptionOf(context, token),
  head: ({ match }) => ({
    meta: [
      { title: `Your newsletter subscription | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      // Nothing of the link (its token) goes to another site; its own form posts carry the site's origin (with
      // no-referrer they would say "null", which the form guard refuses).
      { name: 'referrer', content: 'same-origin' },
    ],
  }),
  component: ManageSubscriptionPage,
});
