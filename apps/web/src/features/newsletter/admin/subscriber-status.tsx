// A subscriber's status as a badge in the list.
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from '@coach/shared';
import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';

const SUBSCRIBER_STATUS_TONES: Record<SubscriberStatus, StatusTone> = {
  pending: 'amber',
  subscribed: 'emerald',
  unsubscribed: 'slate',
  suppressed: 'rose',
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <StatusBadge tone={SUBSCRIBER_STATUS_TONES[status]}>{SUBSCRIBER_STATUS_LABELS[status]}</StatusBadge>;
}
