// The admin shell: sidebar navigation, the signed-in administrator, Sign Out and View Website.

import type { AdminProfile } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ExternalLink, LogOut, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { signOutMutation, useSecurityRefresh } from '@/features/security/admin/api';
import { clearAdminSession, getAdminUser } from '@/lib/admin-session';
import { useApi } from '@/lib/data';
import type { AppPath } from '@/lib/links';

const ADMIN_NAV: { label: string; to: AppPath }[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Analytics', to: '/admin/analytics' },
  { label: 'Consultations', to: '/admin/consultations' },
  { label: 'Calendar', to: '/admin/calendar' },
  { label: 'Availability', to: '/admin/availability' },
  { label: 'Blog & Vlogs', to: '/admin/blogs' },
  { label: 'Transformations', to: '/admin/transformations' },
  { label: 'Testimonials', to: '/admin/testimonials' },
  { label: 'Campaigns', to: '/admin/campaigns' },
  { label: 'Contacts', to: '/admin/contacts' },
  { label: 'Subscribers', to: '/admin/subscribers' },
  { label: 'Recipes', to: '/admin/recipes' },
  { label: 'Pages', to: '/admin/pages' },
  { label: 'Integrations', to: '/admin/integrations' },
  { label: 'Privacy requests', to: '/admin/privacy' },
  { label: 'Security', to: '/admin/security' },
  { label: 'Audit log', to: '/admin/audit' },
];

export function AdminLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname === '/admin/login') return <Outlet />;
  return <AdminShell pathname={pathname} />;
}

function AdminShell({ pathname }: { pathname: string }) {
  const { trpc } = useApi();
  const navigate = useNavigate();
  const logout = useMutation(signOutMutation(trpc));
  const { forgetEverything } = useSecurityRefresh();
  const [admin, setAdmin] = useState<AdminProfile | null>(null);
  useEffect(() => setAdmin(getAdminUser()), []);

  /**
   * The server records the sign-out; the token and every cached answer go from this browser either way. The cache is
   * cleared once the sign-in page shows, so the page being left does not fetch again without a token.
   */
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        clearAdminSession();
        await navigate({ to: '/admin/login' });
        forgetEverything();
      },
    });

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 md:flex-row">
      <aside className="flex w-full shrink-0 flex-col border-b border-slate-200 bg-white md:w-64 md:border-r md:border-b-0">
        <div className="border-b border-slate-100 p-5">
          <p className="font-display text-xl font-bold text-brand-700">Admin Portal</p>
          {admin && (
            <div className="mt-3 text-sm">
              <p className="font-medium text-slate-900">{admin.full_name}</p>
              <p className="text-slate-500">{admin.email}</p>
            </div>
          )}
        </div>
        <nav aria-label="Admin" className="flex-1 p-3">
          <ul className="flex gap-1 overflow-x-auto md:block md:space-y-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={clsx(
                    'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
                    pathname.startsWith(item.to) ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-slate-100 p-3">
          <Link
            to="/admin/settings"
            className={clsx(
              'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
              pathname.startsWith('/admin/settings')
                ? 'bg-brand-50 text-brand-700'
                : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Settings aria-hidden className="size-4" /> Settings
          </Link>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden className="size-4" /> View Website
          </a>
          <button
            type="button"
            onClick={signOut}
            disabled={logout.isPending}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50"
          >
            <LogOut aria-hidden className="size-4" /> {logout.isPending ? 'Signing out...' : 'Sign Out'}
          </button>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="border-b border-slate-200 bg-white px-4 py-4 md:px-8">
          <p className="text-sm text-slate-600">Welcome back{admin ? `, ${admin.full_name}` : ''}</p>
        </header>
        <main className="p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
