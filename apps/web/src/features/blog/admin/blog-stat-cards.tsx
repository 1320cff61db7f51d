// The four blog stat cards of the admin list: posts, published, views and likes (compact K/M form).
import { type BlogStats, formatCompact } from '@coach/shared';
import { CheckCircle2, Eye, FileText, Heart } from 'lucide-react';
import type { ReactNode } from 'react';

const CARDS: { label: string; value: (stats: BlogStats) => string; icon: ReactNode }[] = [
  { label: 'Total Posts', value: (s) => String(s.total_blogs), icon: <FileText aria-hidden className="size-6" /> },
  {
    label: 'Published',
    value: (s) => String(s.published_blogs),
    icon: <CheckCircle2 aria-hidden className="size-6" />,
  },
  { label: 'Total Views', value: (s) => formatCompact(s.total_views), icon: <Eye aria-hidden className="size-6" /> },
  { label: 'Total Likes', value: (s) => formatCompact(s.total_likes), icon: <Heart aria-hidden className="size-6" /> },
];

export function BlogStatCards({ stats }: { stats: BlogStats | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map((card) => (
        <li key={card.label} className="flex items-start justify-between rounded-xl bg-white p-5 shadow-sm">
          <p>
            <span className="block text-sm text-slate-500">{card.label}</span>
            <span className="mt-1 block text-3xl font-bold text-slate-900">{stats ? card.value(stats) : '–'}</span>
          </p>
          <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">{card.icon}</span>
        </li>
      ))}
    </ul>
  );
}
