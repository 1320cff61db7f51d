// /admin: client-only (never server-rendered); every page but the sign-in needs a stored admin token.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin-shell/admin/admin-layout';
import { getAdminToken } from '@/lib/admin-session';

export const Route = createFileRoute('/admin')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  beforeLoad: ({ location }) => {
    if (location.pathname !== '/admin/login' && !getAdminToken()) throw redirect({ to: '/admin/login' });
  },
  component: AdminLayout,
});
