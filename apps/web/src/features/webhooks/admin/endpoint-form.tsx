// The add/edit endpoint dialog: the receiving address, a description, and the events it wants. A refused address
// (private, unresolvable, plain http) is shown under the address field.
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@coach/shared';
import type { z } from 'zod';
import { AdminFormModal } from '@/components/admin/form-modal';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { InputField } from '@/components/ui/form-field';
import { useWebhookWrites } from '@/features/webhooks/admin/api';
import { serverErrorText } from '@/lib/errors';

const SAVE_FAILED = 'Failed to save the endpoint';
type FormValues = z.input<typeof webhookEndpointInputSchema>;

/** Mounted while open; `endpoint` is null when adding. `onAdded` gets the new endpoint's secret, shown once. */
export function EndpointForm({
  endpoint,
  onClose,
  onAdded,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onAdded: (endpoint: WebhookEndpoint, secret: string) => void;
}) {
  const { create, update } = useWebhookWrites();
  const {
    form: {
      handleSubmit,
      setError,
      formState: { errors },
    },
    field,
    failure,
    setFailure,
  } = useAdminForm<FormValues, WebhookEndpointInput>({
    schema: webhookEndpointInputSchema,
    defaultValues: endpoint
      ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
      : { url: '', description: '', events: [] },
  });

  /** The server names the field of a refused address ("url: ..."): that goes under the field, the rest above. */
  const onError = (error: unknown) => {
    const text = serverErrorText(error) ?? SAVE_FAILED;
    if (text.startsWith('url: ')) setError('url', { message: text.slice(5) }, { shouldFocus: true });
    else setFailure(text);
  };
  const submit = handleSubmit((input) => {
    setFailure('');
    if (endpoint) update.mutate({ id: endpoint.id, ...input }, { onSuccess: onClose, onError });
    else create.mutate(input, { onSuccess: (added) => onAdded(added.endpoint, added.secret), onError });
  });

  return (
    <AdminFormModal
      title={endpoint ? 'Edit Endpoint' : 'Add Endpoint'}
      description="Where the site sends its events, signed with the endpoint's secret."
      busy={create.isPending || update.isPending}
      failure={failure}
      submitLabel={endpoint ? 'Update Endpoint' : 'Add Endpoint'}
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField
        label="Endpoint address"
        type="url"
        required
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint="The https:// address your tool (n8n, Zapier, Make, a CRM) gives you for incoming webhooks"
        error={errors.url?.message}
        {...field('url')}
      />
      <InputField
        label="Description"
        maxLength={200}
        hint="For you: what this endpoint is for"
        error={errors.description?.message}
        {...field('description')}
      />
      <fieldset aria-describedby={errors.events ? 'events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">
          Events to send
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        </legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input type="checkbox" value={event} className="mt-1 size-4 accent-brand-600" {...field('events')} />
                <span>
                  {WEBHOOK_EVENT_LABELS[event]}
                  <code className="block text-xs text-slate-500">{event}</code>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.events && (
          <p id="events-error" className="mt-1 text-sm text-red-600">
            {errors.events.message}
          </p>
        )}
      </fieldset>
    </AdminFormModal>
  );
}
