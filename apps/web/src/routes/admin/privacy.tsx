// /admin/privacy: a person's records by e-mail address, their JSON export and their erasure. The address stays out of
// the URL (and so out of the browser's history and the server's logs).
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyRequestsPage } from '../-components/admin/privacy/PrivacyRequestsPage';

export const Route = createFileRoute('/admin/privacy')({
  component: PrivacyRequestsPage,
});
