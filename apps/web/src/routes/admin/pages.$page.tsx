// /admin/pages/<page>: the editor of one page; an unknown page is "not found".
import { SITE_PAGE_KEYS, type SitePageKey } from '@coach/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageEditor } from '@/features/pages/admin/page-editor-page';

export const Route = createFileRoute('/admin/pages/$page')({
  params: {
    parse: ({ page }) => {
      if (!(SITE_PAGE_KEYS as readonly string[]).includes(page)) throw notFound();
      return { page: page as SitePageKey };
    },
  },
  component: function EditPage() {
    const { page } = Route.useParams();
    return <PageEditor key={page} page={page} />;
  },
});
