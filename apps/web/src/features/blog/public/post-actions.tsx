// The like button and the share buttons of a post, as the server draws them; enhance/post-actions.ts and
// post-counts.ts make them work in the browser. Without script a like cannot be sent, so the button is not shown;
// sharing is a plain link to each service's share page.
import clsx from 'clsx';
import { Heart } from 'lucide-react';

/** The classes of the like button, not liked and liked (the script swaps them). */
const LIKE_BUTTON_CLASSES = {
  idle: 'border-slate-200 text-slate-700 hover:bg-slate-50',
  liked: 'border-rose-200 bg-rose-50 text-rose-700',
};

export function LikeButton({ postId, likes }: { postId: number; likes: number }) {
  return (
    <button
      type="button"
      aria-pressed={false}
      data-like-post={postId}
      data-liked-classes={LIKE_BUTTON_CLASSES.liked}
      data-idle-classes={LIKE_BUTTON_CLASSES.idle}
      // Kept in its place (nothing moves when the script shows it), unseen and unreachable until then.
      className={clsx(
        'invisible inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
        LIKE_BUTTON_CLASSES.idle,
      )}
    >
      <Heart aria-hidden className="size-4" />
      <span data-post-likes>{likes}</span>
      <span className="sr-only" data-like-text="idle">
        likes, like this post
      </span>
      <span className="sr-only" data-like-text="liked" hidden>
        likes, liked
      </span>
    </button>
  );
}

const SHARE_TARGETS = [
  { label: 'Facebook', url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { label: 'Twitter', url: (u: string, t: string) => `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
  { label: 'LinkedIn', url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { label: 'WhatsApp', url: (u: string, t: string) => `https://wa.me/?text=${t}%20${u}` },
];

export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-600">Share:</span>
      {SHARE_TARGETS.map((target) => (
        <a
          key={target.label}
          href={target.url(encodeURIComponent(url), encodeURIComponent(title))}
          target="_blank"
          rel="noopener noreferrer"
          // The script opens it in a small window of its own.
          data-share-popup
          className="rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50"
        >
          {target.label}
        </a>
      ))}
    </div>
  );
}
