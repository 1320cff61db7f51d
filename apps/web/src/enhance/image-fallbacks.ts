// Images with a fallback (components/ui/fallback-image.tsx): one that fails to load, before this script ran or after,
// gives its place to the fallback the server put beside it.

function showFallback(image: HTMLImageElement) {
  const fallback = image.nextElementSibling;
  if (!(fallback instanceof HTMLTemplateElement) || !fallback.hasAttribute('data-image-fallback')) return;
  image.replaceWith(fallback.content.cloneNode(true));
  fallback.remove();
}

export function enhanceImageFallbacks(doc: Document) {
  // Load errors do not bubble: caught on their way down.
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-fallback-image')) {
        showFallback(event.target);
      }
    },
    true,
  );
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-fallback-image]')) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
}
