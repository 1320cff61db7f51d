// Privacy requests: look up an address, see everything stored about it, download it as JSON, or erase it.
import { PRIVACY_MESSAGES, personEmailSchema } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { downloadAdminFile } from '@/components/admin/download';
import { FormAlert, FormField, inputClass } from '@/components/ui/form-field';
import { personRecords } from '@/features/privacy/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { EraseSection } from './erase-section';
import { PersonRecordsView } from './person-records-view';

export function PrivacyRequestsPage() {
  const { trpc } = useApi();
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const records = useQuery(personRecords(trpc, email));

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const parsed = personEmailSchema.safeParse({ email: typed });
    setNotice(null);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? 'Please enter a valid email.');
      return;
    }
    setInputError(null);
    setEmail(parsed.data.email);
  };

  const exportJson = async () => {
    if (!email) return;
    const failed = await downloadAdminFile(`/api/admin/people/export?${new URLSearchParams({ email })}`, {
      fallbackName: 'person-export.json',
      failedMessage: PRIVACY_MESSAGES.exportFailed,
    });
    setNotice(failed ? { tone: 'error', text: failed } : null);
  };

  const data = records.data;
  const found = data
    ? data.consultations.length + data.contacts.length + data.bookings.length + data.emails.length > 0
    : false;

  return (
    <AdminPage title="Privacy requests">
      <p className="max-w-2xl text-slate-600">
        When someone asks what you store about them, or asks you to delete it, look up the e-mail address they used.
        Matching ignores capitals and spaces around the address.
      </p>
      <form
        onSubmit={lookUp}
        noValidate
        aria-label="Look up an address"
        className="mt-4 flex max-w-2xl flex-wrap items-end gap-3"
      >
        <div className="min-w-64 flex-1">
          <FormField label="E-mail address" error={inputError ?? undefined}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="email"
                autoComplete="off"
                className={inputClass}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className="btn-primary">
          <Search aria-hidden className="size-4" />
          Look up
        </button>
      </form>

      <div className="mt-8 max-w-5xl space-y-6">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        {records.isError && <FormAlert>{serverErrorText(records.error) ?? 'Could not look up the address.'}</FormAlert>}
        {email && records.isPending && <p className="text-slate-600">Loading...</p>}
        {data && (
          <section aria-labelledby="records-heading" className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="records-heading" className="text-xl font-semibold break-all">
                Records of {data.email}
              </h2>
              {found && (
                <button type="button" className="btn-outline" onClick={exportJson}>
                  <Download aria-hidden className="size-4" />
                  Export JSON
                </button>
              )}
            </div>
            {found ? (
              <>
                <PersonRecordsView records={data} />
                <EraseSection
                  email={data.email}
                  onErased={(text) => {
                    setNotice({ tone: 'success', text });
                    void records.refetch();
                  }}
                />
              </>
            ) : (
              <p className="text-slate-600">{PRIVACY_MESSAGES.nothingFound}</p>
            )}
          </section>
        )}
      </div>
    </AdminPage>
  );
}
