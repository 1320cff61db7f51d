// /admin/security: two-factor sign-in, password change and signing out the other sessions.
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@/features/security/admin/security-page';

export const Route = createFileRoute('/admin/security')({
  component: SecurityPage,
});
