// Integrations: the webhook endpoints other tools (n8n, Zapier, Make, a CRM) receive the site's events at. Add one
// (its secret shown once), send it a test event, pause, resume, rotate its secret, edit or delete it, and read its
// delivery log. Deliveries carry health data, so the page says so before anything is added.
import type { WebhookEndpoint } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListLoading } from '@/components/admin/content-filters';
import { EmptyState } from '@/components/admin/empty-state';
import { useCrudDialogs } from '@/components/admin/use-crud-dialogs';
import { FormAlert } from '@/components/ui/form-field';
import { useWebhookWrites, webhookEndpointList } from '@/features/webhooks/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { type EndpointActions, EndpointCard, endpointName } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretNotice } from './secret-notice';

type Shown = { endpointName: string; secret: string; message: string };

export function IntegrationsPage() {
  const { trpc } = useApi();
  const list = useQuery(webhookEndpointList(trpc));
  const writes = useWebhookWrites();
  const dialogs = useCrudDialogs<WebhookEndpoint>({
    remove: writes.remove,
    onDeleted: async () => setNotice({ tone: 'success', text: 'Endpoint deleted' }),
    deleteFailedText: 'Failed to delete the endpoint',
  });
  const [secret, setSecret] = useState<Shown | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const endpoints = list.data?.endpoints ?? [];

  /** Each action says how it went in the notice above the list. */
  const report = (success: (answer: { message: string }) => string = (answer) => answer.message) => ({
    onSuccess: (answer: { message: string }) => setNotice({ tone: 'success', text: success(answer) }),
    onError: (error: unknown) => setNotice({ tone: 'error', text: serverErrorText(error) ?? 'The change failed' }),
  });
  const actions: EndpointActions = {
    test: (endpoint) => writes.test.mutate({ id: endpoint.id }, report()),
    setActive: (endpoint, active) =>
      writes.update.mutate(
        { id: endpoint.id, status: active ? 'active' : 'paused' },
        report(() => `${endpointName(endpoint)} is ${active ? 'active again' : 'paused'}`),
      ),
    rotate: setRotating,
    edit: dialogs.startEdit,
    remove: dialogs.startDelete,
    busy: writes.test.isPending || writes.update.isPending || writes.rotate.isPending,
  };
  const rotate = () => {
    if (!rotating) return;
    writes.rotate.mutate(
      { id: rotating.id },
      {
        onSuccess: (answer) => {
          setSecret({ endpointName: endpointName(rotating), secret: answer.secret, message: answer.message });
          setRotating(null);
        },
      },
    );
  };

  return (
    <AdminPage
      title="Integrations"
      actions={
        <button type="button" className="btn-primary" onClick={dialogs.startAdd}>
          <Plus aria-hidden className="size-4" /> Add Endpoint
        </button>
      }
    >
      <div className="max-w-3xl space-y-3 text-slate-700">
        <p>
          Webhooks send each new lead, booking change or published post to another tool the moment it happens: a CRM, a
          spreadsheet, or an automation in n8n, Zapier or Make. Each delivery is signed, retried for about three days if
          the tool does not answer, and listed in the endpoint's delivery log. The{' '}
          <a className="font-medium text-brand-700 underline" href="/api/docs" target="_blank" rel="noopener">
            API reference
          </a>{' '}
          (opens in a new tab) describes every event.
        </p>
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
          <strong>Deliveries carry health data.</strong> A lead's event holds everything the visitor sent you, their
          health goals and conditions included. Add only endpoints of tools you trust with that data, and that your
          privacy policy names.
        </p>
      </div>

      {notice && (
        <div className="mt-4 max-w-3xl">
          <FormAlert tone={notice.tone}>{notice.text}</FormAlert>
        </div>
      )}
      {secret && <SecretNotice {...secret} onDone={() => setSecret(null)} />}

      {list.isPending ? (
        <ListLoading label="Loading endpoints..." />
      ) : list.isError ? (
        <div className="mt-6">
          <FormAlert>{serverErrorText(list.error) ?? 'Could not load the endpoints.'}</FormAlert>
        </div>
      ) : endpoints.length === 0 ? (
        <EmptyState framed title="No endpoints yet" hint="Add the address your tool gives you for incoming webhooks." />
      ) : (
        <ul className="mt-6 space-y-4">
          {endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} actions={actions} />
          ))}
        </ul>
      )}

      {dialogs.editing && (
        <EndpointForm
          endpoint={dialogs.editing.item}
          onClose={dialogs.closeEditor}
          onAdded={(endpoint, newSecret) => {
            dialogs.closeEditor();
            setNotice(null);
            setSecret({
              endpointName: endpointName(endpoint),
              secret: newSecret,
              message: 'Endpoint added. Copy its secret now: it is shown only once.',
            });
          }}
        />
      )}
      <ConfirmDialog
        {...dialogs.confirmProps}
        title="Delete Endpoint"
        message={`Delete ${dialogs.deleting ? endpointName(dialogs.deleting) : ''} and its delivery log? Events waiting for it are not sent. This cannot be undone.`}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && !writes.rotate.isPending && setRotating(null)}
        title="Rotate Secret"
        message="A new secret is made and shown once. The current one goes on signing beside it for 24 hours, so you have a day to put the new one in your tool."
        confirmLabel="Rotate"
        busyLabel="Rotating..."
        busy={writes.rotate.isPending}
        error={writes.rotate.error ? (serverErrorText(writes.rotate.error) ?? 'Failed to rotate the secret') : null}
        onConfirm={rotate}
      />
    </AdminPage>
  );
}
