// The logo: the owner's upload (Settings), else the shipped image, then its alternate; a text logo when none loads
// (enhance/logo.ts moves along the list; without script a failed image shows its text, the business name).
import { useSiteDetails, useSiteLogo } from '@/features/site/site-details';

const SHIPPED_SOURCES = ['/images/logo.svg', '/images/logo.png'];
const SIZES = { navbar: [150, 60], mobile: [120, 48], full: [200, 80] } as const;

/** The size an image of `width` x `height` takes in the box, its proportions kept (the page reserves it). */
function fitInside(width: number, height: number, boxWidth: number, boxHeight: number): [number, number] {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

export function Logo({ size = 'navbar' }: { size?: keyof typeof SIZES }) {
  const [boxWidth, boxHeight] = SIZES[size];
  const { business_name } = useSiteDetails();
  const uploaded = useSiteLogo();
  // An uploaded logo that fails shows the business name, never the demo business's picture.
  const [src, ...fallbacks] = uploaded ? [uploaded.src] : SHIPPED_SOURCES;
  const [width, height] = uploaded
    ? fitInside(uploaded.width, uploaded.height, boxWidth, boxHeight)
    : [boxWidth, boxHeight];
  return (
    <img
      src={src}
      alt={business_name}
      width={width}
      height={height}
      data-logo={fallbacks.join(' ')}
      // Low: the server's page names no preload for it, so a page's first picture and its stylesheet go first.
      fetchPriority="low"
      className="h-auto max-h-12 w-auto"
    />
  );
}
