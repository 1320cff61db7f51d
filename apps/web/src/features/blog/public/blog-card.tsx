// A post in the blog list: cover (or the fallback), type and category, title, excerpt, first three tags, meta.
import { BLOG_FALLBACK_IMAGE, type BlogPost, formatThousands } from '@coach/shared';
import { Link } from '@tanstack/react-router';
import { Clock, Eye, PlayCircle } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { longDate } from '@/lib/dates';

/** `priority`: the card is the first on the page, its cover the largest thing the visitor sees first. */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const cover = (post.type === 'vlog' ? post.thumbnail : post.image) ?? BLOG_FALLBACK_IMAGE;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link
        to="/blog/$id"
        params={{ id: String(post.id) }}
        className="relative block aspect-[1200/630] overflow-hidden bg-slate-100"
      >
        <FallbackImage
          src={cover}
          alt=""
          priority={priority}
          className="size-full object-cover transition-transform group-hover:scale-105"
          // Lazy: the server's page carries it unused (until a cover fails), so it must not be preloaded with it.
          fallback={<img src={BLOG_FALLBACK_IMAGE} alt="" loading="lazy" className="size-full object-cover" />}
        />
        {post.type === 'vlog' && (
          <span className="absolute inset-0 grid place-items-center bg-slate-900/20">
            <PlayCircle aria-hidden className="size-14 text-white drop-shadow" />
          </span>
        )}
        <span className="sr-only">{post.title}</span>
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
            {post.type === 'vlog' ? 'Video' : 'Article'}
          </span>
          <span className="text-slate-500">{post.category}</span>
        </p>
        <h3 className="mt-3 text-xl font-semibold">
          <Link to="/blog/$id" params={{ id: String(post.id) }} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
          <span>{longDate(post.publish_date)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" /> {post.type === 'vlog' ? post.duration : post.read_time}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-3.5" /> {formatThousands(post.views)} views
          </span>
        </p>
      </div>
    </article>
  );
}
