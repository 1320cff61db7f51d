// A post's page in the browser (features/blog/public/post-actions.tsx): its counts and like button come with
// enhance/post-counts.ts, loaded on a post's page only; the share links open in a small window of their own.

/** The share window's size, as the spec says. */
const SHARE_WINDOW = 'width=600,height=400,noopener,noreferrer';

export function enhancePostActions(doc: Document) {
  const article = doc.querySelector<HTMLElement>('[data-post-view]');
  const like = doc.querySelector<HTMLButtonElement>('[data-like-post]');
  if (article || like) void import('./post-counts').then(({ wirePostCounts }) => wirePostCounts(doc, article, like));

  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-share-popup]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.open(link.href, 'share', SHARE_WINDOW);
  });
}
