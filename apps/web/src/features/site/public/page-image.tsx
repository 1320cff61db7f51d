// A picture the owner uploaded for a page: the 800-pixel variant for small screens, the full one for wide screens.
import type { PageImage as PageImageValue } from '@coach/shared';

/** Uploaded pictures have a "-medium" variant beside them; pictures the site ships have one size. */
const mediumOf = (url: string) => (url.startsWith('/uploads/') ? url.replace(/\.webp$/, '-medium.webp') : null);

export function PageImage({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: PageImageValue;
  /** The width the picture takes on screen, e.g. "(min-width: 1024px) 24rem, 90vw". */
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const medium = mediumOf(image.url);
  return (
    <img
      src={image.url}
      srcSet={medium ? `${medium} 800w, ${image.url} 2000w` : undefined}
      sizes={medium ? sizes : undefined}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
