// A headline number. The HTML shows the final figure (readable without script); the page's script counts it up from
// zero over 2.5 s the first time it scrolls into view (enhance/stat-counters.ts), unless the visitor prefers less
// motion.

export function StatCounter({ value, label }: { value: string; label: string }) {
  return (
    <div className="text-center">
      <p className="font-display text-4xl font-bold text-brand-700 sm:text-5xl">
        <span aria-hidden data-stat-counter={value}>
          {value}
        </span>
        <span className="sr-only">{value}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
