// Admin blog and vlog list: stats, filters in the URL, the table and its row actions, pagination, the empty state.
import { ADMIN_PAGE_SIZE, BLOG_MESSAGES, type BlogPost, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SelectFilter } from '@/components/admin/content-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Pagination } from '@/components/admin/pagination';
import { useListUrl } from '@/components/admin/use-list-url';
import { adminPostList, blogStats, usePostWrites } from '@/features/blog/admin/api';
import { useApi } from '@/lib/data';
import { BlogStatCards } from './blog-stat-cards';
import { BlogTable } from './blog-table';
import { type Notice, useBlogActions } from './blogs-actions';
import { BlogsEmpty } from './blogs-empty';

const pageRoute = getRouteApi('/admin/blogs/');

const SAVED_MESSAGES = { draft: BLOG_MESSAGES.savedDraft, published: BLOG_MESSAGES.published } as const;
const CATEGORY_OPTIONS = PUBLIC_BLOG_CATEGORIES.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = [
  { value: 'blog', label: 'Blogs' },
  { value: 'vlog', label: 'Vlogs' },
] as const;
const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

/** Without a chosen column: the latest publish date first, as the server orders it. */
const NEWEST_FIRST = { sort: 'date', dir: 'desc' } as const;

export function BlogsPage() {
  const { trpc } = useApi();
  const { afterListChange } = usePostWrites();
  const search = pageRoute.useSearch();
  const navigate = pageRoute.useNavigate();
  const page = search.page ?? 1;
  const listInput = {
    page,
    per_page: ADMIN_PAGE_SIZE,
    search: search.search,
    category: search.category,
    type: search.type,
    published: search.status ? search.status === 'published' : undefined,
    sort: search.sort,
    dir: search.dir,
  };
  const list = useQuery(adminPostList(trpc, listInput));
  const stats = useQuery(blogStats(trpc));
  const [notice, setNotice] = useState<Notice | null>(() =>
    search.saved ? { tone: 'success', text: SAVED_MESSAGES[search.saved] } : null,
  );
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [confirmingSample, setConfirmingSample] = useState(false);

  // The editor's "saved" notice is shown once: taken out of the URL so a reload does not repeat it.
  useEffect(() => {
    if (search.saved) void navigate({ search: (prev) => ({ ...prev, saved: undefined }), replace: true });
  }, [search.saved, navigate]);

  // The spec: a failed list or stats load is logged and the list shows empty.
  useEffect(() => {
    if (list.error) console.error('Loading posts failed', list.error.message);
    if (stats.error) console.error('Loading blog stats failed', stats.error.message);
  }, [list.error, stats.error]);

  const actions = useBlogActions({
    listKey: trpc.blog.adminList.queryKey(listInput),
    onNotice: setNotice,
  });

  const {
    onFilterChange: setFilter,
    onSearch,
    onPageChange,
  } = useListUrl<typeof search>(navigate, page, list.data?.pagination.pages);

  const confirmDelete = async () => {
    if (!deleting) return;
    if (!(await actions.remove(deleting))) return;
    setDeleting(null);
    // useListUrl steps back a page when this emptied the last one.
    await afterListChange();
  };

  const posts = list.data?.blogs ?? [];
  return (
    <AdminPage
      title="Blog & Vlog Management"
      actions={
        <Link to="/admin/blogs/new" className="btn-primary">
          <Plus aria-hidden className="size-4" /> Create New Post
        </Link>
      }
    >
      {notice && <NoticeLine notice={notice} onDismiss={() => setNotice(null)} />}

      <BlogStatCards stats={stats.data} />

      <ListToolbar
        className="mt-6"
        search={search.search}
        onSearch={onSearch}
        searchLabel="Search posts"
        searchPlaceholder="Search posts..."
      >
        <SelectFilter
          label="Category"
          allLabel="All Categories"
          options={CATEGORY_OPTIONS}
          value={search.category}
          onChange={(category) => setFilter({ category })}
        />
        <SelectFilter
          label="Type"
          allLabel="All Types"
          options={TYPE_OPTIONS}
          value={search.type}
          onChange={(type) => setFilter({ type })}
        />
        <SelectFilter
          label="Status"
          allLabel="All"
          options={STATUS_OPTIONS}
          value={search.status}
          onChange={(status) => setFilter({ status })}
        />
      </ListToolbar>

      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm">
        {list.isPending ? (
          <div role="status" aria-label="Loading posts" className="flex justify-center py-16">
            <span
              aria-hidden
              className="size-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            />
          </div>
        ) : posts.length === 0 ? (
          <BlogsEmpty addingSample={actions.addingSample} onAddSample={() => setConfirmingSample(true)} />
        ) : (
          <BlogTable
            posts={posts}
            sorting={{ choice: search, fallback: NEWEST_FIRST, onSort: setFilter }}
            actions={{
              onTogglePublished: (post) => void actions.togglePublished(post),
              onToggleFeatured: (post) => void actions.toggleFeatured(post),
              onDelete: setDeleting,
            }}
          />
        )}
      </div>

      <Pagination pagination={list.data?.pagination} noun="posts" onPageChange={onPageChange} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !actions.deletingBusy && setDeleting(null)}
        title="Delete Post"
        message={`Are you sure you want to delete the post titled ${deleting?.title ?? ''}? This action cannot be undone.`}
        busy={actions.deletingBusy}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={confirmingSample}
        onOpenChange={setConfirmingSample}
        title="Add Sample Data"
        message="This will add sample blog posts and vlogs. Are you sure you want to continue?"
        confirmLabel="Continue"
        onConfirm={() => {
          setConfirmingSample(false);
          void actions.addSample();
        }}
      />
    </AdminPage>
  );
}

function NoticeLine({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const error = notice.tone === 'error';
  return (
    <div
      className={`mb-6 flex items-start justify-between gap-3 rounded-lg p-3 text-sm ${
        error ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800'
      }`}
    >
      <p role={error ? 'alert' : 'status'}>{notice.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
        className="rounded p-0.5 hover:bg-white/60"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
