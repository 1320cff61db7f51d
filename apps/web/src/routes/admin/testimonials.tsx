// /admin/testimonials: the Reviews tab's testimonials, in order, with their visibility.
import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '@/features/testimonials/admin/testimonials-page';

export const Route = createFileRoute('/admin/testimonials')({
  component: TestimonialsPage,
});
