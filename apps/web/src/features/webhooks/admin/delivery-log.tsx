// One endpoint's delivery log: each event sent, its attempts, the last answer (status, time taken, its first bytes)
// and the next attempt, with "Resend". Read again every few seconds while a delivery is about to be tried.
import type { WebhookDelivery } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import { AdminTableHead } from '@/components/admin/table';
import { FormAlert } from '@/components/ui/form-field';
import { useWebhookWrites, webhookDeliveryLog } from '@/features/webhooks/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'rose' },
};
const COLUMNS = ['Event', 'Status', 'Attempts', 'Last answer', 'Next attempt'] as const;

/** The last answer in a few words: "200 in 35 ms: thanks", or what went wrong. */
function lastAnswer(attempt: WebhookDelivery['last_attempt']): string {
  if (!attempt) return 'Not tried yet';
  const status = attempt.response_status === null ? 'No answer' : String(attempt.response_status);
  const said = attempt.error ?? attempt.response_excerpt;
  return `${status} in ${attempt.duration_ms} ms${said ? `: ${said}` : ''}`;
}

export function DeliveryLog({ endpointId, endpointName }: { endpointId: number; endpointName: string }) {
  const { trpc } = useApi();
  const log = useQuery(webhookDeliveryLog(trpc, endpointId));
  const { resend } = useWebhookWrites();
  const [said, setSaid] = useState('');
  const deliveries = log.data?.deliveries ?? [];

  const resendOne = (delivery: WebhookDelivery) =>
    resend.mutate(
      { id: endpointId, deliveryId: delivery.id },
      { onSuccess: (answer) => setSaid(answer.message), onError: (error) => setSaid(serverErrorText(error) ?? '') },
    );

  if (log.isPending) return <p className="mt-3 text-sm text-slate-600">Loading the delivery log...</p>;
  if (log.isError) return <FormAlert>{serverErrorText(log.error) ?? 'Could not load the delivery log.'}</FormAlert>;
  return (
    <div className="mt-3">
      <p role="status" className="text-sm text-slate-700">
        {said}
      </p>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing sent yet. Send a test event to try the endpoint.</p>
      ) : (
        <ScrollRegion label={`Delivery log of ${endpointName}`} className="rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The latest 50 deliveries, newest first</caption>
            <AdminTableHead columns={COLUMNS} />
            <tbody className="divide-y divide-slate-100">
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="px-4 py-2">
                    <code className="text-xs">{delivery.event_type}</code>
                    <span className="block text-xs text-slate-600">
                      {formatDateTime(delivery.created_at, 'medium')}
                    </span>
                  </td>
                  <td className="px-4 py-2">
                    <StatusBadge tone={STATUS[delivery.status].tone}>
                      {delivery.status === 'pending' && delivery.attempts > 0
                        ? 'Retrying'
                        : STATUS[delivery.status].label}
                    </StatusBadge>
                  </td>
                  <td className="px-4 py-2">{delivery.attempts}</td>
                  <td className="max-w-xs break-words px-4 py-2">{lastAnswer(delivery.last_attempt)}</td>
                  <td className="px-4 py-2">
                    {delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at, 'medium') : '—'}
                  </td>
                  <td className="px-4 py-2 text-right">
                    <button
                      type="button"
                      className="btn-outline px-2 py-1 text-xs"
                      disabled={resend.isPending}
                      onClick={() => resendOne(delivery)}
                      aria-label={`Resend ${delivery.event_type} of ${formatDateTime(delivery.created_at, 'medium')}`}
                    >
                      <RotateCw aria-hidden className="size-4" />
                      Resend
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
