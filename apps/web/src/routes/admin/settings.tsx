// /admin/settings: the business details the public site shows.
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/admin/settings-page';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsPage,
});
