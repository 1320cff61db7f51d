// The frame of an admin page: heading, optional actions, and the content.
import type { ReactNode } from 'react';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export const adminInputClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

// The admin portal is client-only, so the browser's own locale and time zone are safe to use here.
const DATE_TIME_FORMATS = {
  short: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  medium: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
};

/** A moment in the administrator's own time zone; "medium" shows the seconds too. */
export function formatDateTime(iso: string, time: keyof typeof DATE_TIME_FORMATS = 'short'): string {
  return DATE_TIME_FORMATS[time].format(new Date(iso));
}
