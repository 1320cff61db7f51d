// The logo's fallbacks (chrome/logo.tsx): an image that fails gives way to the next source it names, and after the
// last to the business name as a text logo. An image that failed before this script ran is caught too.
const TEXT_LOGO_CLASS = 'flex h-12 items-center font-display text-2xl font-bold text-brand-700';

export function enhanceLogo(doc: Document) {
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-logo]')) {
    const fallbacks = (image.dataset.logo ?? '').split(' ').filter(Boolean);
    const next = () => {
      const src = fallbacks.shift();
      if (src) {
        image.src = src;
        return;
      }
      const text = doc.createElement('span');
      text.className = TEXT_LOGO_CLASS;
      text.textContent = image.alt;
      image.replaceWith(text);
    };
    image.addEventListener('error', next);
    if (image.complete && image.naturalWidth === 0) next();
  }
}
