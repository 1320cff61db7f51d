// /blog: stats, featured posts, search and filters (kept in the URL), and the list of public posts.
import { type BlogPost, formatThousands, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { inputClass } from '@/components/ui/form-field';
import { publicPostsQuery } from '@/features/blog/api';
import { SubscribeForm } from '@/features/newsletter/public/subscribe-form';
import { useApi } from '@/lib/data';
import { skeletonKeys } from '@/lib/skeletons';
import { BlogCard, BlogCardSkeleton } from './blog-card';

const route = getRouteApi('/blog/');

const CATEGORIES = ['All', ...PUBLIC_BLOG_CATEGORIES] as const;
const TYPES = [
  { value: undefined, label: 'All' },
  { value: 'blog', label: 'Articles' },
  { value: 'vlog', label: 'Videos' },
] as const;

/** Case-insensitive match on title, excerpt or any tag. */
function matches(post: BlogPost, search: string | undefined) {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}

export function BlogPage() {
  const { trpc } = useApi();
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const { data, isPending } = useQuery(publicPostsQuery(trpc));
  const posts = data?.blogs ?? [];
  const shown = posts.filter(
    (p) =>
      matches(p, filters.search) &&
      (!filters.category || p.category === filters.category) &&
      (!filters.type || p.type === filters.type),
  );
  const featured = posts.filter((p) => p.featured).slice(0, 3);
  const totalViews = posts.reduce((sum, p) => sum + p.views, 0);
  const setFilter = (change: Partial<typeof filters>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  const filtered = Boolean(filters.search || filters.category || filters.type);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center">
        <div className="container-page">
          <h1 className="text-4xl font-bold sm:text-5xl">Blog & Videos</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Evidence-based nutrition advice you can use today.
          </p>
          <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4">
            {[
              { label: 'Posts', value: `${posts.length}+` },
              { label: 'Categories', value: String(PUBLIC_BLOG_CATEGORIES.length) },
              { label: 'Total Reads', value: totalViews === 0 ? '1k+' : formatThousands(totalViews) },
            ].map((s) => (
              <div key={s.label} className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{s.label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {featured.length > 0 && !filtered && (
        <section className="container-page py-8" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {featured.map((post, i) => (
              <BlogCard key={post.id} post={post} priority={i === 0} />
            ))}
          </div>
        </section>
      )}

      <section className="container-page py-10" aria-labelledby="all-posts-heading">
        <h2 id="all-posts-heading" className="text-2xl font-bold">
          All Posts
        </h2>
        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <label className="relative block w-full max-w-md">
            <span className="sr-only">Search posts</span>
            <Search aria-hidden className="absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              placeholder="Search articles and videos..."
              className={clsx(inputClass, 'pl-9')}
              defaultValue={filters.search ?? ''}
              onChange={(e) => setFilter({ search: e.target.value || undefined })}
            />
          </label>
          <div className="flex flex-wrap gap-4">
            <FilterGroup
              label="Category"
              options={CATEGORIES.map((c) => ({ value: c === 'All' ? undefined : c, label: c }))}
              value={filters.category}
              onChange={(category) => setFilter({ category: category as (typeof filters)['category'] })}
            />
            <FilterGroup
              label="Type"
              options={TYPES}
              value={filters.type}
              onChange={(type) => setFilter({ type: type as (typeof filters)['type'] })}
            />
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          Showing {shown.length} of {posts.length} posts
        </p>
        {isPending ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {skeletonKeys(6).map((key) => (
              <BlogCardSkeleton key={key} />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-slate-50 p-10 text-center">
            <p className="font-semibold text-slate-800">No posts found</p>
            <button
              type="button"
              className="btn-outline mt-4"
              onClick={() => void navigate({ search: {}, replace: true, resetScroll: false })}
            >
              Clear Filters
            </button>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, i) => (
              <BlogCard key={post.id} post={post} priority={i === 0 && (featured.length === 0 || filtered)} />
            ))}
          </div>
        )}
      </section>
      <div className="container-page pb-12">
        <SubscribeForm />
      </div>
    </>
  );
}

function FilterGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: string | undefined; label: string }>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'rounded-full px-3 py-1.5 text-sm font-medium',
            value === option.value ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-brand-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
