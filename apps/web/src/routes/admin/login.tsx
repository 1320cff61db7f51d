// /admin/login: straight to the dashboard when a token is already stored.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/security/admin/login-page';
import { getAdminToken } from '@/lib/admin-session';

export const Route = createFileRoute('/admin/login')({
  beforeLoad: () => {
    if (getAdminToken()) throw redirect({ to: '/admin/dashboard' });
  },
  component: LoginPage,
});
