// /blog: stats, featured posts, search and filters (kept in the URL), and the list of public posts. The search and each
// filter's buttons are GET forms, so the page works as plain HTML; in the browser, enhance/blog-filters.ts applies them
// as the visitor types or picks, without leaving the page.
import { type BlogPost, formatThousands, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { inputClass } from '@/components/ui/form-field';
import { publicPostsQuery } from '@/features/blog/api';
import { SubscribeForm } from '@/features/newsletter/public/subscribe-form';
import { useApi } from '@/lib/data';
import { BlogCard } from './blog-card';

const route = getRouteApi('/blog/');

type Filters = ReturnType<typeof route.useSearch>;

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

/** The list's address with these filters (none set: plain /blog). */
function blogAddress(filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const key of ['search', 'category', 'type'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `/blog?${text}` : '/blog';
}

export function BlogPage() {
  const { trpc } = useApi();
  const filters = route.useSearch();
  const { data } = useQuery(publicPostsQuery(trpc));
  const posts = data?.blogs ?? [];
  const shown = posts.filter(
    (p) =>
      matches(p, filters.search) &&
      (!filters.category || p.category === filters.category) &&
      (!filters.type || p.type === filters.type),
  );
  const featured = posts.filter((p) => p.featured).slice(0, 3);
  const totalViews = posts.reduce((sum, p) => sum + p.views, 0);
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

      {/* The parts a change of filters draws anew (enhance/blog-filters.ts swaps them in place). */}
      <div data-blog-part="featured">
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
      </div>

      <section className="container-page py-10" aria-labelledby="all-posts-heading">
        <h2 id="all-posts-heading" className="text-2xl font-bold">
          All Posts
        </h2>
        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <form method="get" action="/blog" data-blog-search className="flex w-full max-w-md gap-2">
            <label className="relative block flex-1">
              <span className="sr-only">Search posts</span>
              <Search aria-hidden className="absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-400" />
              <input
                type="search"
                name="search"
                maxLength={200}
                placeholder="Search articles and videos..."
                className={clsx(inputClass, 'pl-9')}
                defaultValue={filters.search ?? ''}
              />
            </label>
            {/* The filters chosen stay on with the search. */}
            {filters.category && <input type="hidden" name="category" value={filters.category} />}
            {filters.type && <input type="hidden" name="type" value={filters.type} />}
            <button type="submit" className="btn-outline mt-1 px-4">
              Search
            </button>
          </form>
          <div className="flex flex-wrap gap-4" data-blog-part="filters">
            <FilterGroup
              label="Category"
              name="category"
              options={CATEGORIES.map((c) => ({ value: c === 'All' ? undefined : c, label: c }))}
              filters={filters}
            />
            <FilterGroup label="Type" name="type" options={TYPES} filters={filters} />
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-blog-part="count">
          Showing {shown.length} of {posts.length} posts
        </p>
        <div data-blog-part="results">
          {shown.length === 0 ? (
            <div className="mt-6 rounded-2xl bg-slate-50 p-10 text-center">
              <p className="font-semibold text-slate-800">No posts found</p>
              <FilterForm filters={filters} name={null} value={undefined} clearsSearch>
                {(button) => (
                  <button type="submit" {...button} className="btn-outline mt-4">
                    Clear Filters
                  </button>
                )}
              </FilterForm>
            </div>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((post, i) => (
                <BlogCard key={post.id} post={post} priority={i === 0 && (featured.length === 0 || filtered)} />
              ))}
            </div>
          )}
        </div>
      </section>
      <div className="container-page pb-12">
        <SubscribeForm />
      </div>
    </>
  );
}

/** The list with other filters: a GET form of the filters and the search it keeps (the script applies it in place). */
function FilterForm({
  filters,
  name,
  value,
  clearsSearch = false,
  children,
}: {
  filters: Filters;
  name: 'category' | 'type' | null;
  value: string | undefined;
  clearsSearch?: boolean;
  children: (button: Record<string, string>) => React.ReactNode;
}) {
  const next: Record<string, string | undefined> = name ? { ...filters, [name]: value } : {};
  const kept = Object.entries(next).filter((entry): entry is [string, string] => entry[0] !== name && !!entry[1]);
  return (
    <form method="get" action="/blog" className="contents">
      {kept.map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      {children({
        ...(name && value ? { name, value } : {}),
        'data-blog-filter': blogAddress(next),
        ...(clearsSearch && { 'data-clears-search': '' }),
      })}
    </form>
  );
}

/** One filter's choices as toggle buttons (the pressed one is the filter now), each the list with that choice. */
function FilterGroup({
  label,
  name,
  options,
  filters,
}: {
  label: string;
  name: 'category' | 'type';
  options: ReadonlyArray<{ value: string | undefined; label: string }>;
  filters: Filters;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <FilterForm key={option.label} filters={filters} name={name} value={option.value}>
          {(button) => (
            <button
              type="submit"
              {...button}
              aria-pressed={filters[name] === option.value}
              className={clsx(
                'rounded-full px-3 py-1.5 text-sm font-medium',
                filters[name] === option.value
                  ? 'bg-brand-600 text-white'
                  : 'bg-slate-100 text-slate-700 hover:bg-brand-50',
              )}
            >
              {option.label}
            </button>
          )}
        </FilterForm>
      ))}
    </fieldset>
  );
}
