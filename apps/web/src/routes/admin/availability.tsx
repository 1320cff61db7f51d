// /admin/availability: when visitors may book a consultation.
import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '@/features/booking/admin/availability-page';

export const Route = createFileRoute('/admin/availability')({
  component: AvailabilityPage,
});
