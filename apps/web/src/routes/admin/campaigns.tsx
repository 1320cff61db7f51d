// /admin/campaigns: the popup campaign banners.
import { createFileRoute } from '@tanstack/react-router';
import { CampaignsPage } from '@/features/campaigns/admin/campaigns-page';

export const Route = createFileRoute('/admin/campaigns')({
  component: CampaignsPage,
});
