// An image that shows a fallback when it fails to load, including failures that happened before hydration.
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
    <img
      ref={image}
      src={src}
      alt={alt}
      {...imageLoading(priority)}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
