// The admin dashboard: four stat cards linking to their pages, the last 7 days' visitors, the newest leads, and quick
// actions.
import { type Consultation, type ContactMessage, type DashboardStats, GOAL_LABELS } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarCheck, ChefHat, ClipboardList, Mail, Plus, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/components/admin/admin-page';
import { AnalyticsSummary } from '@/features/analytics/admin/analytics-summary';
import { BookedTime } from '@/features/booking/admin/booked-time';
import { dashboardStats } from '@/features/dashboard/admin/api';
import { ConsultationStatusBadge, ContactStatusBadge } from '@/features/leads/admin/lead-status';
import { OffsiteDashboardLine } from '@/features/settings/admin/offsite-section';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import type { AppPath } from '@/lib/links';

type Card = {
  label: string;
  to: AppPath;
  icon: ReactNode;
  total: (s: DashboardStats['stats']) => number;
  detail: (s: DashboardStats['stats']) => string;
  testId?: string;
};

const CARDS: Card[] = [
  {
    label: 'Total Consultations',
    to: '/admin/consultations',
    icon: <CalendarCheck aria-hidden className="size-6" />,
    total: (s) => s.consultations.total,
    detail: (s) => `${s.consultations.pending} pending`,
  },
  {
    label: 'Transformations',
    to: '/admin/transformations',
    icon: <TrendingUp aria-hidden className="size-6" />,
    total: (s) => s.transformations.total,
    detail: (s) => `${s.transformations.featured} featured`,
  },
  {
    label: 'Recipes',
    to: '/admin/recipes',
    icon: <ChefHat aria-hidden className="size-6" />,
    total: (s) => s.recipes.total,
    detail: (s) => `${s.recipes.featured} featured`,
    testId: 'recipe-total',
  },
  {
    label: 'Contact Messages',
    to: '/admin/contacts',
    icon: <Mail aria-hidden className="size-6" />,
    total: (s) => s.contacts.total,
    detail: (s) => `${s.contacts.unread} unread`,
  },
];

const QUICK_ACTIONS = [
  { label: 'Add Transformation', to: '/admin/transformations', icon: <Plus aria-hidden className="size-5" /> },
  { label: 'Add Recipe', to: '/admin/recipes', icon: <Plus aria-hidden className="size-5" /> },
  { label: 'Review Consultations', to: '/admin/consultations', icon: <ClipboardList aria-hidden className="size-5" /> },
];

export function DashboardPage() {
  const { trpc } = useApi();
  const { data, error } = useQuery(dashboardStats(trpc));
  const stats = data?.stats;

  return (
    <section>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {serverErrorText(error) ?? 'Failed to load dashboard'}
        </p>
      )}

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="flex items-start justify-between rounded-xl bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span>
                <span className="block text-sm text-slate-500">{card.label}</span>
                <span className="mt-1 block text-3xl font-bold text-slate-900" data-testid={card.testId}>
                  {stats ? card.total(stats) : '…'}
                </span>
                <span className="mt-1 block text-sm text-brand-700">{stats ? card.detail(stats) : '\u00a0'}</span>
              </span>
              <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">{card.icon}</span>
            </Link>
          </li>
        ))}
      </ul>

      <OffsiteDashboardLine />

      <AnalyticsSummary />

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <Panel title="Recent Consultations" to="/admin/consultations">
          <RecentList
            items={data?.recent_activity.consultations}
            empty="No consultations yet"
            render={(c: Consultation) => (
              <>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{c.name}</p>
                  <p className="truncate text-sm text-slate-500">{c.email}</p>
                  <p className="text-sm text-slate-600">{GOAL_LABELS[c.goal] ?? c.goal}</p>
                  {c.booking && (
                    <p className="text-sm text-slate-700">
                      <BookedTime booking={c.booking} />
                    </p>
                  )}
                </div>
                <div className="shrink-0 text-right">
                  <ConsultationStatusBadge status={c.status} />
                  <p className="mt-1 text-xs text-slate-500">{formatDate(c.created_at)}</p>
                </div>
              </>
            )}
          />
        </Panel>
        <Panel title="Recent Messages" to="/admin/contacts">
          <RecentList
            items={data?.recent_activity.contacts}
            empty="No messages yet"
            render={(m: ContactMessage) => (
              <>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{m.name}</p>
                  <p className="truncate text-sm text-slate-700">{m.subject}</p>
                  <p className="line-clamp-2 text-sm text-slate-500">{m.message}</p>
                </div>
                <div className="shrink-0 text-right">
                  <ContactStatusBadge status={m.status} />
                  <p className="mt-1 text-xs text-slate-500">{formatDate(m.created_at)}</p>
                </div>
              </>
            )}
          />
        </Panel>
      </div>

      <h2 className="mt-8 text-xl font-bold">Quick Actions</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.label}>
            <Link
              to={action.to}
              className="flex items-center gap-3 rounded-xl border-2 border-dashed border-brand-200 bg-white p-4 font-semibold text-brand-700 hover:border-brand-500 hover:bg-brand-50"
            >
              {action.icon}
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Panel({ title, to, children }: { title: string; to: AppPath; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold">{title}</h2>
        <Link to={to} className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          View all <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function RecentList<T extends { id: number }>({
  items,
  empty,
  render,
}: {
  items: T[] | undefined;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (!items) return <p className="mt-4 text-sm text-slate-500">Loading...</p>;
  if (items.length === 0) return <p className="mt-4 text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-4 py-3">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
