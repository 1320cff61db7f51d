// An image that shows a fallback when it fails to load. In the portal's app React swaps them; on a public page the
// server puts the fallback beside the image in a <template> (inert: nothing in it loads) and the page's script swaps
// them (enhance/image-fallbacks.ts), failures before the script ran included.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { imageLoading } from '@/lib/image-priority';

export function FallbackImage({
  src,
  alt,
  fallback,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  fallback: ReactNode;
  className?: string;
  /** The first screen's main picture: fetched at once and first. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source gets a fresh chance to load
  useEffect(() => {
    setFailed(false);
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) return <>{fallback}</>;
  return (
    <>
      <img
        ref={image}
        src={src}
        alt={alt}
        {...imageLoading(priority)}
        className={className}
        data-fallback-image=""
        onError={() => setFailed(true)}
      />
      {import.meta.env.SSR && <template data-image-fallback="">{fallback}</template>}
    </>
  );
}
