// A post's counts in the browser, loaded by enhance/post-actions.ts on a post's page only (it brings the public token
// and the shared texts): the view is counted once the page is shown (a prerendered page waits until it is) and its
// answer brings the counts as they are now (the page may be a cached one); the like button is shown and sends likes.
import { formatThousands } from '@coach/shared';
import { whenShown } from '@/lib/when-shown';
import { callProcedure } from './procedure';

type Counts = { views: number; likes: number };

export function wirePostCounts(doc: Document, article: HTMLElement | null, like: HTMLButtonElement | null) {
  const likes = like?.querySelector('[data-post-likes]');
  if (article) {
    whenShown(doc, () => {
      callProcedure<Counts>('blog.view', { id: Number(article.dataset.postView) }).then(
        (counts) => {
          const views = doc.querySelector('[data-post-views]');
          if (views) views.textContent = formatThousands(counts.views);
          if (likes) likes.textContent = String(counts.likes);
        },
        // Counting is the server's business; the page shows what it has.
        () => {},
      );
    });
  }
  if (!like || !likes) return;
  let liked = false;
  const swap = (from: string, to: string) => {
    like.classList.remove(...(like.dataset[from] ?? '').split(' ').filter(Boolean));
    like.classList.add(...(like.dataset[to] ?? '').split(' ').filter(Boolean));
  };
  like.addEventListener('click', () => {
    callProcedure<{ likes: number }>('blog.like', { id: Number(like.dataset.likePost) }).then(
      (answer) => {
        likes.textContent = String(answer.likes);
        liked = !liked;
        like.setAttribute('aria-pressed', String(liked));
        swap(liked ? 'idleClasses' : 'likedClasses', liked ? 'likedClasses' : 'idleClasses');
        like.querySelector('svg')?.classList.toggle('fill-current', liked);
        for (const text of like.querySelectorAll<HTMLElement>('[data-like-text]')) {
          text.hidden = (text.dataset.likeText === 'liked') !== liked;
        }
      },
      // The spec logs like failures only.
      (error: Error) => console.warn('Like failed', error.message),
    );
  });
  like.classList.remove('invisible');
}
