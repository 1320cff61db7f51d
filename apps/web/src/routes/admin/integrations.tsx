// /admin/integrations: the webhook endpoints, their secrets, test events and delivery logs.
import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '@/features/webhooks/admin/integrations-page';

export const Route = createFileRoute('/admin/integrations')({
  component: IntegrationsPage,
});
