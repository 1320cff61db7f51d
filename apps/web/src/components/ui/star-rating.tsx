// A rating as five stars drawn in one small picture (not five icons: a page of cards would carry hundreds of them).
import clsx from 'clsx';

/** Lucide's star, on a 24-unit grid. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox="0 0 128 24"
      className={clsx('h-4 w-[5.25rem] shrink-0 text-amber-500', className)}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 26} 0)`} fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </svg>
  );
}
