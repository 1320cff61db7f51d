// The newsletter's reads on the public site: the manage page's subscription, by the token of the reader's link (read by
// the server as it draws the page). Its writes are the islands' calls (features/newsletter/public/*.island.tsx).
import type { Trpc } from '@/lib/trpc';

export const subscriptionQuery = (trpc: Trpc, token: string) =>
  trpc.newsletter.subscription.queryOptions({ token }, { retry: false });
