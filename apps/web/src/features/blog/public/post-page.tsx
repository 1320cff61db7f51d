// /blog/{id}: a public post (article or video) with its counts, like and share buttons, and related posts. The page
// is the server's (and cached); in the browser enhance/post-actions.ts and post-counts.ts count the view (its answer
// brings the counts as they are now), send likes and open the share windows.
import { BLOG_FALLBACK_IMAGE, formatThousands } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Clock, Eye, Star } from 'lucide-react';
import { BackLink } from '@/components/layout/detail-page';
import { VideoPoster } from '@/components/ui/video-poster';
import { postQuery, videoIdOf } from '@/features/blog/api';
import { SubscribeForm } from '@/features/newsletter/public/subscribe-form';
import { useApi } from '@/lib/data';
import { longDate } from '@/lib/dates';
import { BlogCard } from './blog-card';
import { LikeButton, ShareButtons } from './post-actions';
import { PostNotFound } from './post-not-found';
import { splitVideos } from './post-videos';

const route = getRouteApi('/blog/$id');

/** The article: its HTML, with each video in it as the site's lightweight poster (the player loads on click). */
function PostBody({ html, fallbackTitle }: { html: string; fallbackTitle: string }) {
  return (
    <div className="post-content mt-8">
      {splitVideos(html).map((part, index) =>
        'videoId' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one post's HTML, in their fixed order
          <div key={index} className="my-6 overflow-hidden rounded-2xl">
            <VideoPoster videoId={part.videoId} title={part.title || fallbackTitle} poster={null} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one post's HTML, in their fixed order
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved and when served
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ),
      )}
    </div>
  );
}

export function PostPage() {
  const { trpc } = useApi();
  const { id, origin } = route.useLoaderData();
  const { data } = useQuery(postQuery(trpc, id));
  if (!data) return <PostNotFound />;
  const { blog: post, related_blogs: related } = data;
  const isVlog = post.type === 'vlog';
  const videoId = videoIdOf(post);

  return (
    // One view per page view, counted by the script when the page is actually shown (never by a prefetch).
    <article className="pb-16" data-post-view={post.id}>
      <header className="bg-gradient-to-b from-brand-50 to-white py-12">
        <div className="container-page max-w-3xl">
          <BackLink to="/blog" label="Back to Blog" />
          <p className="mt-6 flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
            <span className="rounded-full bg-brand-600 px-2.5 py-1 text-white">{isVlog ? 'Video' : 'Article'}</span>
            <span className="rounded-full bg-white px-2.5 py-1 text-slate-600">{post.category}</span>
            {post.featured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-amber-800">
                <Star aria-hidden className="size-3 fill-current" /> Featured
              </span>
            )}
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <span>By {post.author}</span>
            <time dateTime={post.publish_date}>{longDate(post.publish_date)}</time>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" /> {isVlog ? post.duration : post.read_time}
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="size-4" /> <span data-post-views>{formatThousands(post.views)}</span> views
            </span>
          </p>
        </div>
      </header>

      <div className="container-page max-w-3xl">
        <div className="overflow-hidden rounded-2xl">
          {isVlog && videoId ? (
            <VideoPoster videoId={videoId} title={post.title} poster={post.thumbnail} priority />
          ) : (
            <img
              src={post.image ?? BLOG_FALLBACK_IMAGE}
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
              className="aspect-[1200/630] w-full object-cover"
            />
          )}
        </div>
        {isVlog ? (
          <p className="mt-8 whitespace-pre-line text-lg leading-relaxed text-slate-700">{post.video_description}</p>
        ) : (
          <PostBody html={post.content ?? ''} fallbackTitle={post.title} />
        )}
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
          {/* The page may come from the page cache: the view's answer carries the counts as they are now. */}
          <LikeButton postId={post.id} likes={post.likes} />
          <ShareButtons url={`${origin}/blog/${post.id}`} title={post.title} />
        </div>
        <div className="mt-10">
          <SubscribeForm title="Liked this? Get the next article by e-mail" />
        </div>
      </div>

      {related.length > 0 && (
        <section className="container-page mt-16" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold">
            Related Posts
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <BlogCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
