// The newsletter's reads and writes on the public site: subscribe, confirm, and the manage page's subscription,
// unsubscribe and name change (each by the token of the reader's link).
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '@/lib/trpc';

export const subscribeMutation = (trpc: Trpc) => trpc.newsletter.subscribe.mutationOptions();

export const confirmSubscriptionMutation = (trpc: Trpc) => trpc.newsletter.confirm.mutationOptions();

export const subscriptionQuery = (trpc: Trpc, token: string) =>
  trpc.newsletter.subscription.queryOptions({ token }, { retry: false });

/** Unsubscribing and renaming change what the manage page shows: it reads the subscription again. */
export const unsubscribeMutation = (trpc: Trpc, queryClient: QueryClient) =>
  trpc.newsletter.unsubscribe.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.newsletter.subscription.queryKey() }),
  });

export const renameSubscriberMutation = (trpc: Trpc, queryClient: QueryClient) =>
  trpc.newsletter.rename.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.newsletter.subscription.queryKey() }),
  });
