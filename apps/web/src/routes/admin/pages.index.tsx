// /admin/pages: the list of pages the owner edits.
import { createFileRoute } from '@tanstack/react-router';
import { PagesList } from '@/features/pages/admin/pages-list-page';

export const Route = createFileRoute('/admin/pages/')({
  component: PagesList,
});
