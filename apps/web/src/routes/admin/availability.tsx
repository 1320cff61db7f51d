// /admin/availability: when visitors may book a consultation.
import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '../-components/admin/AvailabilityPage';

export const Route = createFileRoute('/admin/availability')({
  component: AvailabilityPage,
});
