// The logo: the main image, then an alternate image, then a text logo when neither loads.
import { useEffect, useRef, useState } from 'react';
import { useSiteDetails } from '@/features/site/site-details';

const LOGO_SOURCES = ['/images/logo.svg', '/images/logo.png'];
const SIZES = { navbar: [150, 60], mobile: [120, 48], full: [200, 80] } as const;

export function Logo({ size = 'navbar' }: { size?: keyof typeof SIZES }) {
  const [index, setIndex] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const [width, height] = SIZES[size];
  const { business_name } = useSiteDetails();

  // An image that failed before hydration never fires onError in React: check it once mounted.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setIndex((i) => i + 1);
  }, []);

  const src = LOGO_SOURCES[index];
  if (!src) {
    return (
      <span className="flex h-12 items-center font-display text-2xl font-bold text-brand-700">{business_name}</span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={business_name}
      width={width}
      height={height}
      className="h-auto max-h-12 w-auto"
      onError={() => setIndex((i) => i + 1)}
    />
  );
}
