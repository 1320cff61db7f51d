// The open contact message: sender, full text, where it came from, reply by e-mail, status select and delete.
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactMessage, type ContactStatus } from '@coach/shared';
import { Mail, Phone, Reply, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { adminInputClass } from '@/components/admin/admin-page';
import { LeadSourceDetails } from './lead-source';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function ContactDetailPanel({
  contact,
  busy,
  onStatusChange,
  onDelete,
  onClose,
}: {
  contact: ContactMessage;
  busy: boolean;
  onStatusChange: (status: ContactStatus) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const headingId = useId();
  const statusId = useId();
  const sourceHeadingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the message they opened (the page remounts the panel per message).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const reply = `mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`;

  return (
    <aside aria-labelledby={headingId} className="rounded-xl bg-white p-6 shadow-sm lg:sticky lg:top-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          {contact.subject}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close message"
          className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <dl className="mt-4 space-y-1 text-sm">
        <div>
          <dt className="sr-only">From</dt>
          <dd className="font-medium text-slate-900">{contact.name}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Mail aria-hidden className="size-4 text-slate-400" />
            <span className="sr-only">Email</span>
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
              {contact.email}
            </a>
          </dd>
        </div>
        {contact.phone && (
          <div className="flex items-center gap-2">
            <dt>
              <Phone aria-hidden className="size-4 text-slate-400" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd>{contact.phone}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Received</dt>
          <dd className="text-slate-500">
            <time dateTime={contact.created_at}>{dateTime(contact.created_at)}</time>
          </dd>
        </div>
      </dl>

      <p className="mt-5 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-slate-800">
        {contact.message}
      </p>

      <section aria-labelledby={sourceHeadingId} className="mt-5">
        <h3 id={sourceHeadingId} className="mb-2 text-sm font-semibold text-slate-900">
          Where it came from
        </h3>
        <LeadSourceDetails attribution={contact.attribution} />
      </section>

      <div className="mt-5 flex flex-wrap items-end gap-3">
        <a href={reply} className="btn-primary">
          <Reply aria-hidden className="size-4" /> Reply by Email
        </a>
        <div>
          <label htmlFor={statusId} className="block text-xs font-medium text-slate-600">
            Status
          </label>
          <select
            id={statusId}
            value={contact.status}
            disabled={busy}
            onChange={(event) => onStatusChange(event.target.value as ContactStatus)}
            className={`${adminInputClass} mt-1`}
          >
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONTACT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={onDelete} className="btn ml-auto text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden className="size-4" /> Delete
        </button>
      </div>
    </aside>
  );
}
