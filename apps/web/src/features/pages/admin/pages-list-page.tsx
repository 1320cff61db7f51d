// /admin/pages: the pages whose words and pictures the owner edits, with where each is shown.
import { SITE_PAGE_KEYS, SITE_PAGES } from '@coach/shared';
import { Link } from '@tanstack/react-router';
import { AdminPage } from '@/components/admin/admin-page';

export function PagesList() {
  return (
    <AdminPage title="Pages">
      <p className="max-w-2xl text-slate-600">
        The words and pictures of your site's pages. Edit a page, preview it, then publish: visitors see it at once.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_PAGE_KEYS.map((key) => (
          <li key={key} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold">{SITE_PAGES[key].label}</h2>
            <p className="mt-1 text-sm text-slate-600">{SITE_PAGES[key].path}</p>
            <Link
              to="/admin/pages/$page"
              params={{ page: key }}
              className="btn-primary mt-4 inline-flex"
              aria-label={`Edit the ${SITE_PAGES[key].label} page`}
            >
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
