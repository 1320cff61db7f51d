// A picture on a public page. The first screen's main picture is fetched at once and first. Every other one is in the
// HTML inside <noscript>: a browser without script shows it as it stands, and with script the page puts it in place
// once the page has loaded (enhance/later-images.ts), where the browser's lazy loading takes over. Chromium's lazy
// loading fetches pictures thousands of pixels down at the first layout, and on a slow connection they shared it with
// the largest paint's picture, the styles and the fonts (docs/decisions/186).
import type { ImgHTMLAttributes } from 'react';

export function PageImage({
  priority,
  ...image
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> & { priority: boolean }) {
  if (priority) return <img {...image} alt={image.alt} loading="eager" fetchPriority="high" />;
  return (
    <noscript data-later-image="">
      <img {...image} alt={image.alt} loading="lazy" />
    </noscript>
  );
}
