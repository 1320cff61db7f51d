// Settings > HTTPS (read-only): with DOMAIN set, the names, what is served now, the certificate, its renewal and the
// last failure; without it, how to have the server obtain HTTPS itself.
import type { HttpsStatus } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { FormAlert } from '@/components/ui/form-field';
import { httpsStatus } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { type HttpsFact, httpsFacts, isMoment } from './https-facts';

export function HttpsSection() {
  const { trpc } = useApi();
  const headingId = useId();
  const state = useQuery(httpsStatus(trpc));
  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        HTTPS
      </h2>
      {state.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : state.isError ? (
        <FormAlert>{serverErrorText(state.error) ?? 'The HTTPS state could not be loaded'}</FormAlert>
      ) : (
        <HttpsState status={state.data.status} />
      )}
    </section>
  );
}

function HttpsState({ status }: { status: HttpsStatus }) {
  if (!status.enabled) {
    return (
      <p className="text-sm text-slate-600" data-testid="https-off">
        HTTPS is not obtained by this program itself. To have it get and renew a certificate, set <code>DOMAIN</code> to
        your site's names (for example <code>example.com,www.example.com</code>) and restart it; see the README's
        section on HTTPS.
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        The server gets the certificate for these names itself and renews it before it expires.
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {httpsFacts(status).map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="text-slate-500">{fact.term}</dt>
            <dd className={clsx('break-words', fact.warning ? 'text-red-700' : 'text-slate-800')}>
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function FactValue({ fact }: { fact: HttpsFact }) {
  const at = fact.at === null ? null : <Moment iso={fact.at} />;
  if (fact.text === null) return at;
  if (at === null) return fact.text;
  return (
    <>
      {fact.text} <span className="text-slate-500">({at})</span>
    </>
  );
}

function Moment({ iso }: { iso: string }) {
  return isMoment(iso) ? <time dateTime={iso}>{formatDateTime(iso)}</time> : iso;
}
