// One webhook endpoint: its address, description, events and state, with Send test event, Pause or Resume, Rotate
// secret, Edit, Delete and its delivery log.
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@coach/shared';
import { ChevronDown, ChevronUp, KeyRound, Pause, Play, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import { EditDeleteButtons } from '@/components/admin/table';
import { DeliveryLog } from './delivery-log';

const STATE: Record<WebhookEndpoint['status'], { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'green' },
  paused: { label: 'Paused', tone: 'grey' },
  disabled: { label: 'Disabled', tone: 'rose' },
};

/** What the owner can do to an endpoint; the page runs each and says how it went. */
export type EndpointActions = {
  test: (endpoint: WebhookEndpoint) => void;
  setActive: (endpoint: WebhookEndpoint, active: boolean) => void;
  rotate: (endpoint: WebhookEndpoint) => void;
  edit: (endpoint: WebhookEndpoint) => void;
  remove: (endpoint: WebhookEndpoint) => void;
  busy: boolean;
};

/** The name an endpoint goes by in buttons and headings: its description, or its address. */
export const endpointName = (endpoint: WebhookEndpoint) => endpoint.description || endpoint.url;

export function EndpointCard({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: EndpointActions }) {
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const name = endpointName(endpoint);
  const state = STATE[endpoint.status];
  const active = endpoint.status === 'active';

  return (
    <li className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-all font-sans text-lg font-semibold">{endpoint.url}</h2>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </div>
      {endpoint.description && <p className="mt-1 break-words text-sm text-slate-700">{endpoint.description}</p>}
      {endpoint.status === 'disabled' && endpoint.disabled_reason && (
        <p className="mt-2 text-sm text-rose-800">
          Stopped: {endpoint.disabled_reason}. Fix the receiving side, then resume it; waiting deliveries are sent then.
        </p>
      )}
      {active && endpoint.failing_since && (
        <p className="mt-2 text-sm text-amber-900">
          Deliveries have been failing since {formatDateTime(endpoint.failing_since)}; they are retried for about three
          days.
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">Sends:</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {endpoint.events.map((event) => (
          <li key={event} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
            {WEBHOOK_EVENT_LABELS[event]}
          </li>
        ))}
      </ul>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          disabled={!active || actions.busy}
          onClick={() => {
            actions.test(endpoint);
            setLogOpen(true);
          }}
          aria-label={`Send test event to ${name}`}
        >
          <Send aria-hidden className="size-4" />
          Send test event
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          disabled={actions.busy}
          onClick={() => actions.setActive(endpoint, !active)}
          aria-label={`${active ? 'Pause' : 'Resume'} ${name}`}
        >
          {active ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {active ? 'Pause' : 'Resume'}
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          disabled={actions.busy}
          onClick={() => actions.rotate(endpoint)}
          aria-label={`Rotate secret of ${name}`}
        >
          <KeyRound aria-hidden className="size-4" />
          Rotate secret
        </button>
        <EditDeleteButtons
          name={name}
          onEdit={() => actions.edit(endpoint)}
          onDelete={() => actions.remove(endpoint)}
        />
        <button
          type="button"
          className="btn-outline ml-auto px-3 py-1.5 text-sm"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen(!logOpen)}
        >
          {logOpen ? <ChevronUp aria-hidden className="size-4" /> : <ChevronDown aria-hidden className="size-4" />}
          Delivery log
        </button>
      </div>
      <div id={logId}>{logOpen && <DeliveryLog endpointId={endpoint.id} endpointName={name} />}</div>
    </li>
  );
}
