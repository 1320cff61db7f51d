// /transformations: stats, the Journey tab (goal filter and the auto-scrolling stories) and the Reviews tab (the
// testimonials the owner shows; without any, no tabs: the journey alone). All of it works as HTML: the tabs are links
// (`?tab=reviews`) that the page's script switches in place (enhance/link-tabs.ts), the filter is a form that asks
// for the page again (`?goal=...`), and the carousel plays once the script runs (enhance/carousel.ts).
import { TRANSFORMATION_MESSAGES, type TransformationGoalType } from '@coach/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { CAROUSEL_MARKS, Carousel } from '@/components/ui/carousel';
import { shownTestimonialsQuery } from '@/features/testimonials/api';
import { ReviewCard } from '@/features/testimonials/public/review-card';
import { ALL_TRANSFORMATIONS, transformationListQuery } from '@/features/transformations/api';
import { useApi } from '@/lib/data';
import { TransformationCard } from './transformation-card';

const route = getRouteApi('/transformations');

/** Where the tabs start: a new tab or filter shows the page from there. */
const STORIES_ANCHOR = 'stories';
const CAROUSEL_ID = 'client-stories';

const FILTERS: Array<{ value: TransformationGoalType | undefined; label: string }> = [
  { value: undefined, label: 'All Stories' },
  { value: 'weight_loss', label: 'Weight Loss' },
  { value: 'weight_gain', label: 'Weight Gain' },
];

const TABS = [
  { value: 'journey', label: 'Journey' },
  { value: 'reviews', label: 'Reviews' },
] as const;

const STATS = [
  { value: '100+', label: 'Success Stories' },
  { value: '95%', label: 'Success Rate' },
  { value: '4.8', label: 'Average Rating' },
  { value: '4 months', label: 'Average Journey' },
];

/** The page's address with a tab (and the filter kept), opening at the tabs. */
function tabHref(tab: (typeof TABS)[number]['value'], goal: TransformationGoalType | undefined): string {
  const query = new URLSearchParams();
  if (goal) query.set('goal', goal);
  if (tab !== 'journey') query.set('tab', tab);
  const text = query.toString();
  return `/transformations${text ? `?${text}` : ''}#${STORIES_ANCHOR}`;
}

export function TransformationsPage() {
  const { trpc } = useApi();
  const { tab = 'journey', goal } = route.useSearch();
  const { testimonials } = useSuspenseQuery(shownTestimonialsQuery(trpc)).data;
  const journey = <JourneyPanel />;

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
        <div id={STORIES_ANCHOR} className="container-page scroll-mt-24 py-12">
          {journey}
        </div>
      ) : (
        <div id={STORIES_ANCHOR} className="container-page scroll-mt-24 py-12">
          <div
            role="tablist"
            data-link-tabs=""
            aria-label="Transformations"
            className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1"
          >
            {TABS.map((t) => (
              <a
                key={t.value}
                role="tab"
                id={`tab-${t.value}`}
                href={tabHref(t.value, goal)}
                aria-controls={`panel-${t.value}`}
                aria-selected={tab === t.value}
                className="rounded-full px-6 py-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow"
              >
                {t.label}
              </a>
            ))}
          </div>

          <div
            role="tabpanel"
            id="panel-journey"
            aria-labelledby="tab-journey"
            hidden={tab !== 'journey'}
            className="mt-10"
          >
            {journey}
          </div>

          <div
            role="tabpanel"
            id="panel-reviews"
            aria-labelledby="tab-reviews"
            hidden={tab !== 'reviews'}
            className="mt-10"
          >
            <h2 className="sr-only">Client reviews</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          </div>
        </div>
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

/**
 * The client stories: the goal filter (a form asking for the page again, which starts the carousel afresh), the
 * auto-play switch (the script's: hidden without it) and the carousel.
 */
function JourneyPanel() {
  const { trpc } = useApi();
  const { goal } = route.useSearch();
  const { data } = useSuspenseQuery(transformationListQuery(trpc, ALL_TRANSFORMATIONS));
  const stories = data.transformations.filter((t) => !goal || t.goal_type === goal);

  return (
    <>
      <h2 className="sr-only">Client journeys</h2>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <form method="get" action={`/transformations#${STORIES_ANCHOR}`}>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter stories</legend>
            {FILTERS.map((f) => {
              const active = goal === f.value;
              return (
                <button
                  key={f.label}
                  type="submit"
                  // All Stories sends no goal.
                  name={f.value && 'goal'}
                  value={f.value}
                  aria-pressed={active}
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
        </form>
        <label hidden className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <button
            type="button"
            role="switch"
            aria-checked="true"
            aria-controls={CAROUSEL_ID}
            {...{ [CAROUSEL_MARKS.switch]: CAROUSEL_ID }}
            className="group relative h-6 w-11 rounded-full bg-slate-300 transition-colors aria-checked:bg-brand-600"
          >
            <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-[left] group-aria-checked:left-[1.375rem]" />
          </button>
          Auto-play
        </label>
      </div>
      <div className="mt-8">
        {stories.length === 0 ? (
          <div className="rounded-2xl bg-slate-50 p-10 text-center">
            <p className="font-semibold text-slate-800">{TRANSFORMATION_MESSAGES.empty}</p>
            <p className="mt-1 text-slate-600">{TRANSFORMATION_MESSAGES.emptyHint}</p>
          </div>
        ) : (
          <Carousel
            id={CAROUSEL_ID}
            label="Client stories"
            items={stories}
            getKey={(t) => t.id}
            renderItem={(t) => <TransformationCard transformation={t} />}
          />
        )}
      </div>
    </>
  );
}
