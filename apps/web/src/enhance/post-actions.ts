// A post's page in the browser (features/blog/public/post-actions.tsx): the view is counted once the page is shown
// (a prerendered page waits until it is), its answer brings the counts as they are now (the page may be a cached one);
// the like button is shown and sends likes; the share links open in a small window of their own.
import { formatThousands } from '@coach/shared';
import { callProcedure } from './procedure';

type Counts = { views: number; likes: number };

/** The share window's size, as the spec says. */
const SHARE_WINDOW = 'width=600,height=400,noopener,noreferrer';

function whenShown(doc: Document, then: () => void) {
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', then, { once: true });
  } else then();
}

export function enhancePostActions(doc: Document) {
  const article = doc.querySelector<HTMLElement>('[data-post-view]');
  const like = doc.querySelector<HTMLButtonElement>('[data-like-post]');
  const likes = like?.querySelector('[data-post-likes]');
  let liked = false;

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

  if (like && likes) {
    like.classList.remove('invisible');
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
  }

  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-share-popup]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.open(link.href, 'share', SHARE_WINDOW);
  });
}
