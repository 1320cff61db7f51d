// /admin/privacy: a person's records by e-mail address, their JSON export and their erasure. The address stays out of
// the URL (and so out of the browser's history and the server's logs).
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyRequestsPage } from '@/features/privacy/admin/privacy-requests-page';

export const Route = createFileRoute('/admin/privacy')({
  component: PrivacyRequestsPage,
});
