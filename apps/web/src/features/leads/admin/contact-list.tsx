// The list of contact messages: a dot marks new ones, each names its source; choosing one opens it in the detail panel.
import type { ContactMessage } from '@coach/shared';
import clsx from 'clsx';
import { formatDate } from '@/components/admin/admin-page';
import { NOT_RECORDED } from './lead-source';
import { ContactStatusBadge } from './lead-status';

export function ContactList({
  contacts,
  loading,
  selectedId,
  onOpen,
}: {
  contacts: ContactMessage[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onOpen: (contact: ContactMessage) => void;
}) {
  if (loading)
    return <p className="rounded-xl bg-white p-10 text-center text-slate-500 shadow-sm">Loading messages...</p>;
  if (!contacts?.length) {
    return <p className="rounded-xl bg-white p-10 text-center text-slate-500 shadow-sm">No messages found</p>;
  }
  return (
    <ul aria-label="Messages" className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm">
      {contacts.map((c) => {
        const isNew = c.status === 'new';
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onOpen(c)}
              aria-current={c.id === selectedId ? 'true' : undefined}
              className={clsx(
                'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50',
                c.id === selectedId && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <span className="mt-2 flex size-2.5 shrink-0">
                {isNew && (
                  <span data-testid="unread-dot" className="size-2.5 rounded-full bg-sky-500">
                    <span className="sr-only">New message:</span>
                  </span>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className={clsx('truncate text-slate-900', isNew ? 'font-bold' : 'font-medium')}>{c.name}</span>
                  <time dateTime={c.created_at} className="shrink-0 text-xs text-slate-500">
                    {formatDate(c.created_at)}
                  </time>
                </span>
                <span
                  className={clsx('block truncate text-sm', isNew ? 'font-semibold text-slate-800' : 'text-slate-700')}
                >
                  {c.subject}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-3">
                  <span className="truncate text-sm text-slate-500">{c.message}</span>
                  <span className="flex shrink-0 items-center gap-2">
                    <span className="text-xs text-slate-500" data-testid="contact-source">
                      <span className="sr-only">Source: </span>
                      {c.attribution?.source ?? NOT_RECORDED}
                    </span>
                    <ContactStatusBadge status={c.status} />
                  </span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
