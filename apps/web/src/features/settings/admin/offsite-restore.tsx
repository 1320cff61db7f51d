// Restoring an off-site copy from the portal: the owner's password again and, for an encrypted copy, the file with her
// age private key (read here, sent once, never stored). The server checks the copy, answers, then stops, backs up what
// it holds, restores and starts again; this waits for it and says how it went.
import {
  AUTH_MESSAGES,
  OFFSITE_MESSAGES,
  type OffsiteCopy,
  type OffsiteRestoreOutcome,
  type OffsiteStatus,
} from '@coach/shared';
import { useState } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { AdminFormModal } from '@/components/admin/form-modal';
import { InputField } from '@/components/ui/form-field';
import { clearAdminSession, getAdminToken } from '@/lib/admin-session';

/** How long the portal waits for the server to come back before it says so. */
const BACK_WITHIN_MS = 120_000;

const authorised = (): Record<string, string> => {
  const token = getAdminToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Waits until the server answers with the outcome of a restore started at `since`; null when the session ended. */
async function outcomeAfter(since: string): Promise<OffsiteRestoreOutcome | null> {
  for (const started = Date.now(); Date.now() - started < BACK_WITHIN_MS; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const res = await fetch('/api/admin/backups/offsite', { headers: authorised() }).catch(() => null);
    // The restored site signs with its own secrets: this session may be one it does not know.
    if (res?.status === 401) return null;
    if (!res?.ok) continue;
    const { status } = (await res.json()) as { status: OffsiteStatus };
    if (status.last_restore && status.last_restore.at >= since) return status.last_restore;
  }
  throw new Error('The server has not come back yet: check its log on the server.');
}

export function RestoreCopyDialog({
  copy,
  onClose,
  onDone,
}: {
  copy: OffsiteCopy;
  onClose: () => void;
  /** Called with how it went (the dialog has closed). */
  onDone: (outcome: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const [password, setPassword] = useState('');
  const [keyFile, setKeyFile] = useState<File | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!password) return setFailure(OFFSITE_MESSAGES.passwordNeeded);
    if (copy.encrypted && !keyFile) return setFailure(OFFSITE_MESSAGES.identityNeeded);
    setBusy(true);
    const since = new Date().toISOString();
    try {
      const res = await fetch(`/api/admin/backups/offsite/copies/${encodeURIComponent(copy.name)}/restore`, {
        method: 'POST',
        headers: { ...authorised(), 'content-type': 'application/json' },
        body: JSON.stringify({ password, ...(keyFile ? { identity: await keyFile.text() } : {}) }),
      });
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      if (res.status !== 202) {
        setFailure(body?.error ?? AUTH_MESSAGES.networkError);
        return;
      }
      setWaiting(true);
      const outcome = await outcomeAfter(since);
      if (!outcome) {
        clearAdminSession();
        window.location.assign('/admin/login');
        return;
      }
      onDone({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
      setWaiting(false);
    }
  };

  return (
    <AdminFormModal
      title="Restore this copy?"
      description={
        <>
          Every lead, post, page, setting and administrator is replaced by those in the copy of{' '}
          {formatDateTime(copy.created_at)}. What the site holds now is backed up first. The site stops for a few
          seconds.
        </>
      }
      busy={busy}
      failure={failure}
      submitLabel="Restore"
      busyLabel="Restoring..."
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setFailure('');
        }}
      />
      {copy.encrypted && (
        <InputField
          label="Your age private key file"
          hint="The file age-keygen wrote (AGE-SECRET-KEY-1...); read here and never stored"
          type="file"
          required
          onChange={(event) => {
            setKeyFile(event.target.files?.[0] ?? null);
            setFailure('');
          }}
        />
      )}
      <p role="status" className="text-sm text-slate-700">
        {waiting ? OFFSITE_MESSAGES.restoring : ''}
      </p>
    </AdminFormModal>
  );
}
