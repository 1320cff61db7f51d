// /admin/settings: the business details the public site shows.
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../-components/admin/SettingsPage';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsPage,
});
