// / (home): hero with headline stats, featured transformations, services, featured recipes, the BMI calculator, and
// a closing call to action.
import {
  businessStructuredData,
  HOME_FEATURED_RECIPES,
  HOME_FEATURED_TRANSFORMATIONS,
  HOME_RECIPES_RENDERED,
  SITE,
  TRANSFORMATION_MESSAGES,
} from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Activity, ArrowRight, HeartPulse, Scale, Sparkles } from 'lucide-react';
import { BmiCalculator } from '../components/BmiCalculator';
import { Carousel } from '../components/Carousel';
import { SectionHeading } from '../components/SectionHeading';
import { StatCounter } from '../components/StatCounter';
import { TransformationCard, TransformationCardSkeleton } from '../components/TransformationCard';
import { asTo } from '../lib/links';
import { ensureOrEmpty } from '../lib/queries';
import { pageHead } from '../lib/seo';
import { skeletonKeys } from '../lib/skeletons';
import { RecipeCard, RecipeCardSkeleton } from './-components/RecipeCard';

const featuredRecipes = { featured: true, limit: HOME_FEATURED_RECIPES };
const featuredTransformations = { featured: true, limit: HOME_FEATURED_TRANSFORMATIONS };

const HEADLINE_STATS = [
  { value: '100+', label: 'Happy Clients' },
  { value: '95%', label: 'Success Rate' },
  { value: '5+', label: 'Years Experience' },
  { value: '4.8', label: 'Average Rating' },
];

const SERVICES = [
  {
    icon: Scale,
    title: 'Weight Loss',
    text: 'Sustainable fat loss with food you enjoy, no crash diets.',
    hash: 'weight-loss',
  },
  {
    icon: Activity,
    title: 'Weight Gain',
    text: 'Healthy, steady gain of strength and lean mass.',
    hash: 'weight-gain',
  },
  {
    icon: HeartPulse,
    title: 'Disease Management',
    text: 'Nutrition for PCOS, PCOD, thyroid and diabetes.',
    to: '/disease-management',
  },
  { icon: Sparkles, title: 'Skin Toning', text: 'Eat for clearer, healthier, glowing skin.', hash: 'skin-toning' },
];

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead(match, {
      title: `${match.context.config.site.business_name} | Dietitian-led Nutrition Coaching`,
      structuredData: businessStructuredData(match.context.config.site, match.context.config.origin),
      description:
        'Lose weight, gain healthily and manage PCOS, thyroid and diabetes with a certified dietitian. Book your free online consultation.',
    }),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      ensureOrEmpty(queryClient, trpc.recipe.list.queryOptions(featuredRecipes), { recipes: [] }),
      ensureOrEmpty(queryClient, trpc.transformation.list.queryOptions(featuredTransformations), {
        transformations: [],
      }),
    ]),
  component: HomePage,
});

function HomePage() {
  const { trpc } = Route.useRouteContext();
  const recipes = useQuery(trpc.recipe.list.queryOptions(featuredRecipes));
  const transformations = useQuery(trpc.transformation.list.queryOptions(featuredTransformations));
  const stories = transformations.data?.transformations ?? [];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-accent-400/10 py-20 sm:py-24">
        <div className="container-page max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{SITE.tagline}</p>
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-6xl">
            Transform your health with food you love
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Personalised plans for weight loss, healthy weight gain and conditions like PCOS, thyroid and diabetes, from{' '}
            {SITE.ownerName}, certified dietitian. Online consultations, worldwide.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={asTo('/contact')} hash="consultation" className="btn-accent px-7 py-3 text-base">
              Book Free Consultation
            </Link>
            <Link to={asTo('/transformations')} className="btn-outline px-7 py-3 text-base">
              See Transformations
            </Link>
          </div>
        </div>
        <div className="container-page mt-16 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {HEADLINE_STATS.map((stat) => (
            <StatCounter key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </div>
      </section>

      <section
        id="transformations"
        data-nav-section="/transformations"
        className="render-when-near py-16"
        aria-labelledby="home-transformations"
      >
        <div className="container-page">
          <SectionHeading
            id="home-transformations"
            title="Real Transformations"
            text="Stories from clients who changed their health for good."
          />
          <div className="mt-8">
            {transformations.isPending ? (
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {skeletonKeys(3).map((key) => (
                  <TransformationCardSkeleton key={key} />
                ))}
              </div>
            ) : stories.length === 0 ? (
              <p className="rounded-2xl bg-slate-50 p-10 text-center text-slate-600">{TRANSFORMATION_MESSAGES.empty}</p>
            ) : (
              <Carousel
                label="Client transformations"
                items={stories}
                getKey={(t) => t.id}
                renderItem={(t) => <TransformationCard transformation={t} />}
              />
            )}
          </div>
          <div className="mt-8 text-center">
            <Link to={asTo('/transformations')} className="btn-outline">
              View All Stories <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <section
        id="services"
        data-nav-section="/services"
        className="render-when-near bg-brand-50 py-16"
        aria-labelledby="home-services"
      >
        <div className="container-page">
          <SectionHeading
            id="home-services"
            title="How We Can Help"
            text="Programs built around your body, your goals and your routine."
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICES.map(({ icon: Icon, title, text, hash, to }) => (
              <li key={title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Icon aria-hidden className="size-8 text-brand-600" />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
                <Link
                  to={asTo(to ?? '/services')}
                  hash={hash}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Learn more<span className="sr-only"> about {title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="recipes"
        data-nav-section="/recipes"
        className="render-when-near container-page py-16"
        aria-labelledby="home-recipes"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="home-recipes"
            title="Healthy Recipes"
            text="Quick, balanced dishes from our kitchen to yours."
            align="left"
          />
          <Link to="/recipes" className="btn-outline">
            View All Recipes
          </Link>
        </div>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {recipes.isPending
            ? skeletonKeys(HOME_FEATURED_RECIPES).map((key) => <RecipeCardSkeleton key={key} />)
            : (recipes.data?.recipes ?? [])
                .slice(0, HOME_RECIPES_RENDERED)
                .map((recipe) => <RecipeCard key={recipe.id} recipe={recipe} />)}
        </div>
      </section>

      <section
        id="bmi-calculator"
        className="render-when-near scroll-mt-24 bg-slate-50 py-16"
        aria-labelledby="home-bmi"
      >
        <div className="container-page">
          <SectionHeading
            id="home-bmi"
            title="BMI Calculator"
            text="A quick first check of where you stand. Your dietitian looks at much more."
          />
          <div className="mt-10">
            <BmiCalculator />
          </div>
        </div>
      </section>

      <section className="render-when-near bg-brand-800 py-16 text-center text-white">
        <div className="container-page max-w-3xl">
          <h2 className="text-3xl font-bold text-white sm:text-4xl">Ready to start your journey?</h2>
          <p className="mt-4 text-brand-100">Your first consultation is free. Let's build a plan that works for you.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={asTo('/contact')} hash="consultation" className="btn-accent px-7 py-3 text-base">
              Book Free Consultation
            </Link>
            <Link
              to={asTo('/about')}
              className="btn border border-white px-7 py-3 text-base text-white hover:bg-white/10"
            >
              Meet Your Dietitian
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
