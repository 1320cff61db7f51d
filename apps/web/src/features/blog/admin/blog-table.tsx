// The admin post table: post, type, category, status, stats, date, and the row actions of the spec.
import { BLOG_FALLBACK_IMAGE, type BlogPost, formatCompact, type PostSort } from '@coach/shared';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ExternalLink, Eye, EyeOff, Heart, Pencil, Send, Star, Trash2 } from 'lucide-react';
import { formatDate } from '@/components/admin/admin-page';
import { StatusBadge } from '@/components/admin/status-badge';
import { AdminTableHead, type TableColumn, type TableSorting } from '@/components/admin/table';
import { FallbackImage } from '@/components/ui/fallback-image';

export type BlogRowActions = {
  onTogglePublished: (post: BlogPost) => void;
  onToggleFeatured: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
};

const COLUMNS: readonly TableColumn<PostSort>[] = [
  { label: 'Post', sort: 'title' },
  'Type',
  'Category',
  'Status',
  { label: 'Stats', sort: 'views', first: 'desc' },
  { label: 'Date', sort: 'date', first: 'desc' },
];

export function BlogTable({
  posts,
  actions,
  sorting,
}: {
  posts: BlogPost[];
  actions: BlogRowActions;
  sorting: TableSorting<PostSort>;
}) {
  return (
    <table className="w-full min-w-[64rem] text-left text-sm">
      <AdminTableHead columns={COLUMNS} sorting={sorting} />
      <tbody className="divide-y divide-slate-100">
        {posts.map((post) => (
          <BlogRow key={post.id} post={post} actions={actions} />
        ))}
      </tbody>
    </table>
  );
}

const isScheduled = (post: BlogPost) => post.published && new Date(post.publish_date).getTime() > Date.now();

function BlogRow({ post, actions }: { post: BlogPost; actions: BlogRowActions }) {
  const picture = post.thumbnail || post.image || BLOG_FALLBACK_IMAGE;
  const featuredLabel = post.featured ? 'Remove from Featured' : 'Mark as Featured';
  const publishLabel = post.published ? 'Unpublish' : 'Publish';
  return (
    <tr className="align-top hover:bg-slate-50">
      <td className="max-w-md px-4 py-3">
        <div className="flex gap-3">
          <FallbackImage
            src={picture}
            alt=""
            className="h-14 w-20 shrink-0 rounded-lg object-cover"
            fallback={<img src={BLOG_FALLBACK_IMAGE} alt="" className="h-14 w-20 shrink-0 rounded-lg object-cover" />}
          />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{post.title}</p>
            <p className="mt-0.5 line-clamp-2 text-slate-500">{post.excerpt}</p>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {post.featured && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  Featured
                </span>
              )}
              {post.tags.slice(0, 2).map((tag) => (
                <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                  {tag}
                </span>
              ))}
            </div>
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <span
          className={clsx(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            post.type === 'vlog' ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          {post.type === 'vlog' ? 'Vlog' : 'Blog'}
        </span>
      </td>
      <td className="px-4 py-3 text-slate-700">{post.category}</td>
      <td className="px-4 py-3">
        <StatusBadge tone={post.published ? 'green' : 'grey'}>{post.published ? 'Published' : 'Draft'}</StatusBadge>
        {isScheduled(post) && <p className="mt-1.5 text-xs text-slate-500">Scheduled</p>}
      </td>
      <td className="px-4 py-3 text-slate-700">
        <p className="flex items-center gap-1" title="Views">
          <Eye aria-hidden className="size-4 text-slate-400" /> {formatCompact(post.views)}
          <span className="sr-only">views</span>
        </p>
        <p className="mt-1 flex items-center gap-1" title="Likes">
          <Heart aria-hidden className="size-4 text-slate-400" /> {formatCompact(post.likes)}
          <span className="sr-only">likes</span>
        </p>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        <p>{formatDate(post.publish_date)}</p>
        <p className="mt-0.5 text-xs text-slate-500">by {post.author}</p>
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <a
            href={`/blog/${post.id}`}
            target="_blank"
            rel="noopener"
            aria-label={`View ${post.title}`}
            title="View post"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <Link
            to="/admin/blogs/$id/edit"
            params={{ id: String(post.id) }}
            aria-label={`Edit ${post.title}`}
            title="Edit post"
            className="rounded-lg p-2 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
          <button
            type="button"
            onClick={() => actions.onTogglePublished(post)}
            aria-label={`${publishLabel} ${post.title}`}
            title={publishLabel}
            className="rounded-lg p-2 text-slate-600 hover:bg-green-50 hover:text-green-700"
          >
            {post.published ? <EyeOff aria-hidden className="size-4" /> : <Send aria-hidden className="size-4" />}
          </button>
          <button
            type="button"
            onClick={() => actions.onToggleFeatured(post)}
            aria-label={featuredLabel}
            title={featuredLabel}
            className={clsx(
              'rounded-lg p-2',
              post.featured ? 'text-amber-500 hover:bg-amber-50' : 'text-slate-400 hover:bg-slate-100',
            )}
          >
            <Star aria-hidden className={clsx('size-4', post.featured && 'fill-current')} />
          </button>
          <button
            type="button"
            onClick={() => actions.onDelete(post)}
            aria-label={`Delete ${post.title}`}
            title="Delete post"
            className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </td>
    </tr>
  );
}
