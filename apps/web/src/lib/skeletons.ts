// Stable keys for placeholder lists shown while data loads.
export const skeletonKeys = (count: number) => Array.from({ length: count }, (_, i) => `skeleton-${i}`);
