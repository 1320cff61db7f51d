// /admin/login: straight to the dashboard when a token is already stored.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAdminToken } from '../../lib/admin-session';
import { LoginPage } from '../-components/admin/LoginPage';

export const Route = createFileRoute('/admin/login')({
  beforeLoad: () => {
    if (getAdminToken()) throw redirect({ to: '/admin/dashboard' });
  },
  component: LoginPage,
});
