// The webhooks area's data: the endpoints, each endpoint's delivery log, and what each write refreshes.
import type { WebhookDelivery } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const webhookEndpointList = (trpc: Trpc) => trpc.webhook.list.queryOptions();

/** How soon a pending delivery's next attempt must be for the open log to look again every few seconds. */
const WATCH_WITHIN_MS = 60_000;
const WATCH_EVERY_MS = 2_000;

/** Is a delivery of the log about to be tried (a test event, a resend, a first retry)? */
const aboutToBeTried = (deliveries: readonly WebhookDelivery[], now = Date.now()) =>
  deliveries.some(
    (d) =>
      d.status === 'pending' && d.next_attempt_at !== null && Date.parse(d.next_attempt_at) - now < WATCH_WITHIN_MS,
  );

/** An endpoint's log; while a delivery is about to be tried, it is read again every 2 s so its outcome shows. */
export const webhookDeliveryLog = (trpc: Trpc, id: number) =>
  trpc.webhook.deliveries.queryOptions(
    { id },
    { refetchInterval: (query) => (aboutToBeTried(query.state.data?.deliveries ?? []) ? WATCH_EVERY_MS : false) },
  );

/** Every write changes the list, a log, or both: the whole area is read again. */
export function useWebhookWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, [trpc.webhook.pathKey()]);
  return {
    create: useMutation(trpc.webhook.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.webhook.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.webhook.delete.mutationOptions({ onSuccess })),
    rotate: useMutation(trpc.webhook.rotate.mutationOptions({ onSuccess })),
    test: useMutation(trpc.webhook.test.mutationOptions({ onSuccess })),
    resend: useMutation(trpc.webhook.resend.mutationOptions({ onSuccess })),
  };
}
