// Settings > Backups > Off-site copies: where copies of the backups go (S3-compatible storage; the secret is written
// once and never shown again), the connection test, the state of the uploads and the copies, each downloadable as
// stored. When the server's environment sets the storage, it is shown read-only.
import {
  OFFSITE_KEEP_DEFAULT,
  type OffsiteCopy,
  type OffsiteSettings,
  type OffsiteSettingsInput,
  type OffsiteStatus,
  offsiteSettingsInput,
} from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '@/components/admin/admin-page';
import { AdminTableHead } from '@/components/admin/table';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, InputField, NumberField } from '@/components/ui/form-field';
import { refresh, useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { DownloadButton, formatFileSize, useFileDownload } from './file-list';
import { RestoreCopyDialog } from './offsite-restore';

const COLUMNS = ['Date', 'Size', 'Checksum (SHA-256)', 'Encrypted', 'State'];
const STATE_LABELS: Record<OffsiteCopy['state'], string> = {
  uploaded: 'Uploaded',
  uploading: 'Uploading...',
  waiting: 'Waiting to upload',
};
const DOWNLOAD_FAILED = 'The copy could not be downloaded';

const EMPTY: OffsiteSettingsInput = {
  endpoint: '',
  region: 'us-east-1',
  bucket: '',
  prefix: '',
  access_key_id: '',
  secret_access_key: '',
  path_style: false,
  keep: OFFSITE_KEEP_DEFAULT,
  age_recipient: '',
};

/** One line on where the uploads stand, for this page and the dashboard. */
function describeOffsite(status: OffsiteStatus): string {
  if (status.state === 'off') return 'Off-site copies are off: backups stay on this server only.';
  if (status.state === 'uploading') return `Uploading ${status.uploading} to off-site storage...`;
  if (status.state === 'retrying') {
    const since = status.failing_since ? ` since ${formatDateTime(status.failing_since)}` : '';
    const next = status.next_attempt_at ? ` Next try: ${formatDateTime(status.next_attempt_at)}.` : '';
    return `Uploads to off-site storage are failing${since}: ${status.last_error ?? 'unknown error'}.${next}`;
  }
  return status.last_success_at
    ? `Off-site copies are up to date (checked ${formatDateTime(status.last_success_at)}).`
    : 'Off-site copies are set up; the first upload is on its way.';
}

function useOffsiteStatus() {
  const { trpc } = useApi();
  return useQuery({
    ...trpc.backup.offsite.status.queryOptions(),
    // While an upload runs, the state is read again now and then.
    refetchInterval: (query) => (query.state.data?.status.state === 'uploading' ? 3000 : false),
  });
}

/** The dashboard's line on the last upload, linking to the settings. */
export function OffsiteDashboardLine() {
  const status = useOffsiteStatus();
  if (!status.data) return null;
  const failing = status.data.status.state === 'retrying';
  return (
    <p
      className={`mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-4 text-sm shadow-sm ${failing ? 'bg-red-50 text-red-800' : 'bg-white text-slate-700'}`}
      data-testid="offsite-state"
    >
      <span>{describeOffsite(status.data.status)}</span>
      <Link to="/admin/settings" className="font-semibold text-brand-700 hover:underline">
        Backup settings
      </Link>
    </p>
  );
}

export function OffsiteSection() {
  const { trpc, queryClient } = useApi();
  const headingId = useId();
  const status = useOffsiteStatus();
  const copies = useQuery({
    ...trpc.backup.offsite.copies.queryOptions(),
    // Read again while a copy is on its way.
    refetchInterval: (query) => (query.state.data?.copies.some((copy) => copy.state !== 'uploaded') ? 3000 : false),
  });
  const refreshAll = () => refresh(queryClient, [trpc.backup.offsite.pathKey()]);
  const save = useMutation(trpc.backup.offsite.save.mutationOptions({ onSuccess: refreshAll }));
  const turnOff = useMutation(trpc.backup.offsite.turnOff.mutationOptions({ onSuccess: refreshAll }));
  const test = useMutation(trpc.backup.offsite.test.mutationOptions());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const files = useFileDownload(DOWNLOAD_FAILED);
  const [restoring, setRestoring] = useState<OffsiteCopy | null>(null);
  const settings = status.data?.status.settings ?? null;

  const { form, field } = useAdminForm<OffsiteSettingsInput, z.output<typeof offsiteSettingsInput>>({
    schema: offsiteSettingsInput,
    defaultValues: EMPTY,
    onEdit: () => setResult(null),
  });
  const { reset } = form;
  useEffect(() => {
    if (settings?.source === 'settings') reset({ ...settings, secret_access_key: '' });
  }, [settings, reset]);

  const show = (tone: 'success' | 'error') => (value: { message: string } | unknown) =>
    setResult({
      tone,
      text:
        tone === 'success' ? (value as { message: string }).message : (serverErrorText(value) ?? 'Something failed'),
    });
  const submit = form.handleSubmit((values) => {
    setResult(null);
    save.mutate(values, { onSuccess: show('success'), onError: show('error') });
  });
  const testNow = form.handleSubmit((values) => {
    setResult(null);
    test.mutate(values, { onSuccess: show('success'), onError: show('error') });
  });
  const testSaved = () => {
    setResult(null);
    test.mutate(null, { onSuccess: show('success'), onError: show('error') });
  };

  const download = (copy: OffsiteCopy) => {
    setResult(null);
    void files.download(`/api/admin/backups/offsite/copies/${encodeURIComponent(copy.name)}`, copy.name);
  };

  const errors = form.formState.errors;
  const busy = save.isPending || test.isPending || turnOff.isPending;
  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Off-site copies
      </h2>
      <p className="text-sm text-slate-600">
        A copy of every backup goes to S3-compatible storage (Amazon S3, Backblaze B2, Cloudflare R2, MinIO, Wasabi...),
        so a lost server does not take the backups with it. With an age public key, the copies are encrypted: only your
        private key, which this server never holds, opens them.
      </p>
      <div role="status">
        {status.data && (
          <p
            className={
              status.data.status.state === 'retrying'
                ? 'rounded-lg bg-red-50 p-3 text-sm text-red-800'
                : 'rounded-lg bg-slate-50 p-3 text-sm text-slate-700'
            }
          >
            {describeOffsite(status.data.status)}
          </p>
        )}
      </div>
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      {files.failure && <FormAlert>{files.failure}</FormAlert>}
      {settings?.source === 'environment' ? (
        <EnvironmentSettings settings={settings} onTest={testSaved} testing={test.isPending} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Off-site storage">
          <InputField
            label="Storage address (endpoint)"
            hint="e.g. https://s3.eu-central-003.backblazeb2.com or https://<account>.r2.cloudflarestorage.com"
            type="url"
            required
            error={errors.endpoint?.message}
            {...field('endpoint')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="Region" required error={errors.region?.message} {...field('region')} />
            <InputField label="Bucket" required error={errors.bucket?.message} {...field('bucket')} />
          </div>
          <InputField
            label="Folder in the bucket"
            hint="Optional, e.g. nutriwell"
            error={errors.prefix?.message}
            {...field('prefix')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Access key ID"
              required
              autoComplete="off"
              error={errors.access_key_id?.message}
              {...field('access_key_id')}
            />
            <InputField
              label="Secret access key"
              type="password"
              autoComplete="new-password"
              required={!settings}
              hint={settings ? 'Saved, and never shown again: leave empty to keep it' : 'Never shown again once saved'}
              error={errors.secret_access_key?.message}
              {...field('secret_access_key')}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4" {...form.register('path_style')} />
            Path-style addresses (MinIO and most self-hosted storage)
          </label>
          <NumberField
            label="Copies to keep"
            hint="Manual and scheduled ones; those made before an upgrade or a restore are all kept"
            min={1}
            error={errors.keep?.message}
            {...form.register('keep', { valueAsNumber: true })}
          />
          <InputField
            label="Encrypt for this age public key"
            hint="Optional: age1... as age-keygen prints it. Keep the private key safe: without it no copy can be opened"
            autoComplete="off"
            error={errors.age_recipient?.message}
            {...field('age_recipient')}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {save.isPending ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="btn-outline" onClick={testNow} disabled={busy}>
              {test.isPending ? 'Testing...' : 'Test connection'}
            </button>
            {settings && (
              <button
                type="button"
                className="btn-outline"
                disabled={busy}
                onClick={() => {
                  setResult(null);
                  turnOff.mutate(undefined, {
                    onSuccess: (answer) => {
                      reset(EMPTY);
                      show('success')(answer);
                    },
                    onError: show('error'),
                  });
                }}
              >
                Turn off
              </button>
            )}
          </div>
        </form>
      )}
      {settings && (
        <CopyList
          copies={copies.data?.copies}
          loading={copies.isPending}
          loadError={copies.isError ? (serverErrorText(copies.error) ?? 'Failed to load the copies') : null}
          downloading={files.downloading}
          onDownload={download}
          onRestore={(copy) => {
            setResult(null);
            setRestoring(copy);
          }}
        />
      )}
      {restoring && (
        <RestoreCopyDialog
          copy={restoring}
          onClose={() => setRestoring(null)}
          onDone={(outcome) => {
            setRestoring(null);
            setResult(outcome);
            // Everything the portal shows may have changed.
            void queryClient.invalidateQueries();
          }}
        />
      )}
    </section>
  );
}

function EnvironmentSettings({
  settings,
  onTest,
  testing,
}: {
  settings: OffsiteSettings;
  onTest: () => void;
  testing: boolean;
}) {
  const rows: Array<[string, string]> = [
    ['Storage address', settings.endpoint],
    ['Region', settings.region],
    ['Bucket', settings.bucket],
    ['Folder', settings.prefix || '(none)'],
    ['Access key ID', settings.access_key_id],
    ['Addresses', settings.path_style ? 'Path style' : 'Virtual-hosted style'],
    ['Copies kept', String(settings.keep)],
    ['Encrypted for', settings.age_recipient || 'Not encrypted'],
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Set by the server's environment (BACKUP_S3_...): change it there.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn-outline" onClick={onTest} disabled={testing}>
        {testing ? 'Testing...' : 'Test connection'}
      </button>
    </div>
  );
}

function CopyList({
  copies,
  loading,
  loadError,
  downloading,
  onDownload,
  onRestore,
}: {
  copies: OffsiteCopy[] | undefined;
  loading: boolean;
  loadError: string | null;
  downloading: string | null;
  onDownload: (copy: OffsiteCopy) => void;
  onRestore: (copy: OffsiteCopy) => void;
}) {
  if (loading) return <p className="text-slate-600">Loading...</p>;
  if (loadError) return <FormAlert>{loadError}</FormAlert>;
  if (!copies?.length) return <p className="text-slate-600">No off-site copies yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Off-site copies, newest first</caption>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {copies.map((copy) => (
            <tr key={copy.name} className="hover:bg-slate-50">
              <td className="px-4 py-3 text-slate-900">
                <time dateTime={copy.created_at}>{formatDateTime(copy.created_at)}</time>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {copy.size === null ? '-' : formatFileSize(copy.size)}
              </td>
              <td className="px-4 py-3 font-mono text-xs text-slate-700">
                {copy.sha256 ? <span title={copy.sha256}>{copy.sha256.slice(0, 12)}...</span> : '-'}
              </td>
              <td className="px-4 py-3 text-slate-700">{copy.encrypted ? 'Yes' : 'No'}</td>
              <td className="px-4 py-3 text-slate-700">{STATE_LABELS[copy.state]}</td>
              <td className="px-4 py-3 text-right">
                {copy.state === 'uploaded' && (
                  <span className="inline-flex gap-2">
                    <DownloadButton
                      what={`off-site copy ${copy.name}`}
                      busy={downloading === copy.name}
                      onClick={() => onDownload(copy)}
                    />
                    <button type="button" className="btn-outline px-3 py-1.5" onClick={() => onRestore(copy)}>
                      Restore<span className="sr-only"> off-site copy {copy.name}</span>
                    </button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
