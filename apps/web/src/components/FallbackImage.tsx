// An image that shows a fallback when it fails to load, including failures that happened before hydration.
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function FallbackImage({
  src,
  alt,
  fallback,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  fallback: ReactNode;
  className?: string;
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
  return <img ref={image} src={src} alt={alt} loading="lazy" className={className} onError={() => setFailed(true)} />;
}
