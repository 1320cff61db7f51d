// The analytics charts (recharts, in the admin pages' own chunk): visitors and leads per day, and by source. Each
// sits in a labelled image with its figures in words; the tables beside them hold every number. No keyboard layer
// (the tables are the accessible view) and no animation when the browser asks for reduced motion.
import type { AnalyticsReport } from '@coach/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useMediaQuery } from '@/lib/use-media';
import { shortDay } from './analytics-range';

/** brand-600 and amber-700 of styles.css: both keep a 4.5:1 contrast on white. */
const VISITORS_COLOR = '#047857';
const LEADS_COLOR = '#b45309';
const GRID_COLOR = '#e2e8f0';
const TICK = { fontSize: 12, fill: '#475569' };
/** The most sources a bar chart shows; the table lists them all. */
export const CHART_SOURCES = 8;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Animations only for those who have not asked for reduced motion (admin pages render in the browser only). */
function useChartAnimation(): boolean {
  return !useMediaQuery(REDUCED_MOTION, window.matchMedia(REDUCED_MOTION).matches);
}

export function DailyChart({ days, label }: { days: AnalyticsReport['days']; label: string }) {
  const animate = useChartAnimation();
  const data = days.map((day) => ({ ...day, day: shortDay(day.date) }));
  return (
    <div role="img" aria-label={label} className="mt-4 h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={GRID_COLOR} />
          <XAxis dataKey="day" tick={TICK} minTickGap={24} />
          <YAxis yAxisId="visitors" allowDecimals={false} tick={TICK} width={36} />
          {/* Leads are few beside visitors: their own scale on the right keeps their line readable. */}
          <YAxis yAxisId="leads" orientation="right" allowDecimals={false} tick={TICK} width={28} />
          <Tooltip />
          <Legend />
          {[
            { key: 'visitors', name: 'Visitors', color: VISITORS_COLOR },
            { key: 'leads', name: 'Leads', color: LEADS_COLOR },
          ].map((series) => (
            <Line
              key={series.key}
              yAxisId={series.key}
              type="monotone"
              dataKey={series.key}
              name={series.name}
              stroke={series.color}
              strokeWidth={2}
              dot={days.length <= 31}
              isAnimationActive={animate}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function SourcesChart({ sources, label }: { sources: AnalyticsReport['sources']; label: string }) {
  const animate = useChartAnimation();
  const data = sources.slice(0, CHART_SOURCES);
  return (
    <div role="img" aria-label={label} className="mt-4 h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={GRID_COLOR} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={TICK} />
          <YAxis type="category" dataKey="source" tick={TICK} width={96} />
          <Tooltip />
          <Legend />
          <Bar dataKey="visitors" name="Visitors" fill={VISITORS_COLOR} maxBarSize={20} isAnimationActive={animate} />
          <Bar dataKey="leads" name="Leads" fill={LEADS_COLOR} maxBarSize={20} isAnimationActive={animate} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
