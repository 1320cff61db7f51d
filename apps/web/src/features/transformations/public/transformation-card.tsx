// One client story: before and after pictures (with text placeholders), weight change, duration, story and stars.
import { resolveImageUrl, type Transformation } from '@coach/shared';
import { Clock, Quote, TrendingDown, TrendingUp } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarRating } from '@/components/ui/star-rating';

function Placeholder({ label }: { label: string }) {
  return (
    <div className="grid size-full place-items-center bg-slate-100 text-sm font-semibold uppercase tracking-wide text-slate-500">
      {label}
    </div>
  );
}

export function TransformationCard({ transformation: t }: { transformation: Transformation }) {
  const before = resolveImageUrl(t.before_image);
  const after = resolveImageUrl(t.after_image);
  const losing = t.goal_type === 'weight_loss';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm">
      {before || after ? (
        <div className="grid aspect-[4/3] grid-cols-2 gap-px bg-slate-200">
          {[
            { src: before, label: 'Before' },
            { src: after, label: 'After' },
          ].map(({ src, label }) => (
            <figure key={label} className="relative overflow-hidden bg-white">
              <FallbackImage
                src={src}
                alt={`${t.client_name} ${label.toLowerCase()}`}
                className="size-full object-cover"
                fallback={<Placeholder label={label} />}
              />
              <figcaption className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-700">
                {label}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <div className="aspect-[4/3]">
          <Placeholder label="Photos coming soon" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold">{t.client_name}</h3>
          <StarRating rating={5} className="mt-1.5" />
        </div>
        <dl className="mt-3 flex flex-wrap gap-4 text-sm">
          <div className="flex items-center gap-1.5 font-semibold text-brand-700">
            {losing ? <TrendingDown aria-hidden className="size-4" /> : <TrendingUp aria-hidden className="size-4" />}
            <dt className="sr-only">{losing ? 'Weight lost' : 'Weight gained'}</dt>
            <dd>
              {losing ? 'Lost' : 'Gained'} {t.weight_change} kg
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-slate-600">
            <Clock aria-hidden className="size-4" />
            <dt className="sr-only">Duration</dt>
            <dd>
              {t.duration_months} {t.duration_months === 1 ? 'month' : 'months'}
            </dd>
          </div>
          <div className="text-slate-600">
            <dt className="sr-only">Weights</dt>
            <dd>
              {t.before_weight} kg → {t.after_weight} kg
            </dd>
          </div>
        </dl>
        {t.story && <p className="mt-3 flex-1 text-sm text-slate-600">{t.story}</p>}
        {t.testimonial && (
          <blockquote className="mt-4 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm italic text-brand-900">
            <Quote aria-hidden className="size-4 shrink-0" />
            <p>{t.testimonial}</p>
          </blockquote>
        )}
      </div>
    </article>
  );
}
