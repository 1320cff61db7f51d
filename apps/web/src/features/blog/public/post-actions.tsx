// The like button and the share buttons of a post.
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { likePostMutation } from '@/features/blog/api';
import { useApi } from '@/lib/data';

export function LikeButton({ postId, likes }: { postId: number; likes: number }) {
  const { trpc } = useApi();
  const [count, setCount] = useState(likes);
  const [liked, setLiked] = useState(false);
  const like = useMutation(likePostMutation(trpc));
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() =>
        like.mutate(
          { id: postId },
          {
            onSuccess: (result) => {
              setCount(result.likes);
              setLiked((v) => !v);
            },
            // The spec logs like failures only.
            onError: (error) => console.warn('Like failed', error.message),
          },
        )
      }
      className={clsx(
        'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
        liked ? 'border-rose-200 bg-rose-50 text-rose-700' : 'border-slate-200 text-slate-700 hover:bg-slate-50',
      )}
    >
      <Heart aria-hidden className={clsx('size-4', liked && 'fill-current')} />
      <span>{count}</span>
      <span className="sr-only">likes, {liked ? 'liked' : 'like this post'}</span>
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
  const share = (target: (typeof SHARE_TARGETS)[number]) => {
    const link = target.url(encodeURIComponent(url), encodeURIComponent(title));
    window.open(link, 'share', 'width=600,height=400,noopener,noreferrer');
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-600">Share:</span>
      {SHARE_TARGETS.map((target) => (
        <button
          key={target.label}
          type="button"
          onClick={() => share(target)}
          className="rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50"
        >
          {target.label}
        </button>
      ))}
    </div>
  );
}
