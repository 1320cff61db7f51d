// /transformations: stats, the Journey tab (goal filter and the auto-scrolling stories) and the Reviews tab (the
// testimonials the owner shows; without any, no tabs: the journey alone).
import { TRANSFORMATION_MESSAGES, type TransformationGoalType } from '@coach/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { shownTestimonialsQuery } from '@/features/testimonials/api';
import { ReviewCard } from '@/features/testimonials/public/review-card';
import { ALL_TRANSFORMATIONS, transformationListQuery } from '@/features/transformations/api';
import { useApi } from '@/lib/data';
import { skeletonKeys } from '@/lib/skeletons';
import { TransformationCard, TransformationCardSkeleton } from './transformation-card';

const route = getRouteApi('/transformations');

const FILTERS: Array<{ value: TransformationGoalType | 'all'; label: string }> = [
  { value: 'all', label: 'All Stories' },
  { value: 'weight_loss', label: 'Weight Loss' },
  { value: 'weight_gain', label: 'Weight Gain' },
];

const STATS = [
  { value: '100+', label: 'Success Stories' },
  { value: '95%', label: 'Success Rate' },
  { value: '4.8', label: 'Average Rating' },
  { value: '4 months', label: 'Average Journey' },
];

export function TransformationsPage() {
  const { trpc } = useApi();
  const { tab = 'journey' } = route.useSearch();
  const navigate = route.useNavigate();
  const { testimonials } = useSuspenseQuery(shownTestimonialsQuery(trpc)).data;
  const [playing, setPlaying] = useState(true);
  const journey = <JourneyPanel playing={playing} setPlaying={setPlaying} />;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center">
        <div className="container-page">
          <h1 className="text-4xl font-bold sm:text-5xl">Client Transformations</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">Real people, real food, real results.</p>
          <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{s.label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {testimonials.length === 0 ? (
        <div className="container-page py-12">{journey}</div>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            void navigate({
              search: (prev) => ({ ...prev, tab: value === 'journey' ? undefined : (value as 'reviews') }),
              replace: true,
              resetScroll: false,
            })
          }
          className="container-page py-12"
        >
          <Tabs.List aria-label="Transformations" className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1">
            {[
              { value: 'journey', label: 'Journey' },
              { value: 'reviews', label: 'Reviews' },
            ].map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="rounded-full px-6 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="journey" className="mt-10">
            {journey}
          </Tabs.Content>

          <Tabs.Content value="reviews" className="mt-10">
            <h2 className="sr-only">Client reviews</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          </Tabs.Content>
        </Tabs.Root>
      )}

      <section className="bg-brand-800 py-16 text-center text-white">
        <div className="container-page max-w-3xl">
          <h2 className="text-3xl font-bold text-white">Your story could be next</h2>
          <p className="mt-3 text-brand-100">Start with a free consultation and a plan made for you.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/contact" className="btn-accent">
              Start Your Journey
            </Link>
            <Link to="/services" className="btn border border-white text-white hover:bg-white/10">
              Explore Services
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** The client stories: the goal filter, the auto-play switch and the carousel (whose play state outlives a tab). */
function JourneyPanel({ playing, setPlaying }: { playing: boolean; setPlaying: (playing: boolean) => void }) {
  const { trpc } = useApi();
  const { goal } = route.useSearch();
  const navigate = route.useNavigate();
  const { data, isPending } = useQuery(transformationListQuery(trpc, ALL_TRANSFORMATIONS));
  const stories = (data?.transformations ?? []).filter((t) => !goal || t.goal_type === goal);

  return (
    <>
      <h2 className="sr-only">Client journeys</h2>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter stories</legend>
          {FILTERS.map((f) => {
            const active = (goal ?? 'all') === f.value;
            return (
              <button
                key={f.value}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  void navigate({
                    search: (prev) => ({ ...prev, goal: f.value === 'all' ? undefined : f.value }),
                    replace: true,
                    resetScroll: false,
                  })
                }
                className={clsx(
                  'rounded-full px-5 py-2 text-sm font-semibold',
                  active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-brand-50',
                )}
              >
                {f.label}
              </button>
            );
          })}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <button
            type="button"
            role="switch"
            aria-checked={playing}
            onClick={() => setPlaying(!playing)}
            className={clsx(
              'relative h-6 w-11 rounded-full transition-colors',
              playing ? 'bg-brand-600' : 'bg-slate-300',
            )}
          >
            <span
              className={clsx(
                'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
                playing ? 'left-[1.375rem]' : 'left-0.5',
              )}
            />
          </button>
          Auto-play
        </label>
      </div>
      <div className="mt-8">
        {isPending ? (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {skeletonKeys(3).map((key) => (
              <TransformationCardSkeleton key={key} />
            ))}
          </div>
        ) : stories.length === 0 ? (
          <div className="rounded-2xl bg-slate-50 p-10 text-center">
            <p className="font-semibold text-slate-800">{TRANSFORMATION_MESSAGES.empty}</p>
            <p className="mt-1 text-slate-600">{TRANSFORMATION_MESSAGES.emptyHint}</p>
          </div>
        ) : (
          // A new filter starts the carousel from its first story.
          <Carousel
            key={goal ?? 'all'}
            label="Client stories"
            items={stories}
            getKey={(t) => t.id}
            renderItem={(t) => <TransformationCard transformation={t} />}
            playing={playing}
            onPlayingChange={setPlaying}
          />
        )}
      </div>
    </>
  );
}
