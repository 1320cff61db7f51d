// /admin/dashboard: the landing page after sign-in.
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/admin/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardPage,
});
