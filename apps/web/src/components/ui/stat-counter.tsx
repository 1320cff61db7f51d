// A headline number that counts up from zero over 2.5 s the first time it scrolls into view.
import { COUNTER_DURATION_MS } from '@coach/shared';
import { useEffect, useRef, useState } from 'react';

/** "100+" -> { value: 100, decimals: 0, prefix: '', suffix: '+' }; "4.8/5" -> 4.8 with suffix "/5". */
function parseStat(text: string) {
  const match = /^(\D*)(\d+(?:\.\d+)?)(.*)$/.exec(text);
  if (!match) return null;
  const [, prefix = '', number = '0', suffix = ''] = match;
  return { prefix, value: Number(number), decimals: number.split('.')[1]?.length ?? 0, suffix };
}

export function StatCounter({ value, label }: { value: string; label: string }) {
  const stat = parseStat(value);
  const element = useRef<HTMLDivElement>(null);
  // The server and the first render show the final figure (readable without JavaScript).
  const target = stat?.value;
  const [shown, setShown] = useState(target ?? 0);

  useEffect(() => {
    const node = element.current;
    if (target === undefined || !node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          setShown(target * (1 - (1 - progress) ** 3));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  const text = stat ? `${stat.prefix}${shown.toFixed(stat.decimals)}${stat.suffix}` : value;
  return (
    <div ref={element} className="text-center">
      <p className="font-display text-4xl font-bold text-brand-700 sm:text-5xl">
        <span aria-hidden>{text}</span>
        <span className="sr-only">{value}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
