// /admin/campaigns: the popup campaign banners.
import { createFileRoute } from '@tanstack/react-router';
import { CampaignsPage } from '../-components/admin/CampaignsPage';

export const Route = createFileRoute('/admin/campaigns')({
  component: CampaignsPage,
});
