// A picture the owner uploaded (a page's, a testimonial's): the 800-pixel variant for small screens, the full one for
// wide screens.
import type { Picture } from '@coach/shared';

/**
 * Uploaded pictures have a "-medium" variant beside them; pictures the site ships, and the demo pictures the seed
 * draws, have one size.
 */
const mediumOf = (url: string) =>
  url.startsWith('/uploads/') && !url.startsWith('/uploads/demo/') ? url.replace(/\.webp$/, '-medium.webp') : null;

export function UploadedPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: Picture;
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
