// / (home): hero with headline stats, featured transformations, services, featured recipes, the BMI calculator, and
// a closing call to action.
import { businessStructuredData, SITE } from '@coach/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import { StatCounter } from '@/components/ui/stat-counter';
import BmiSection from '@/features/site/public/home/bmi-section';
import { featuredRecipes, featuredTransformations } from '@/features/site/public/home/featured';
import { deferredPart } from '@/lib/deferred-part';
import { asTo } from '@/lib/links';
import { ensureOrEmpty } from '@/lib/queries';
import { pageHead } from '@/lib/seo';

// Below the first screen: their code comes when they come near it. The BMI calculator is a form, which must work
// the moment it shows (a visitor may arrive at it by its link and submit at once), so it comes with the page.
const Transformations = deferredPart(
  () => import('@/features/site/public/home/transformations-section'),
  'transformations',
);
const Services = deferredPart(() => import('@/features/site/public/home/services-section'), 'services');
const Recipes = deferredPart(() => import('@/features/site/public/home/recipes-section'), 'recipes');

const HEADLINE_STATS = [
  { value: '100+', label: 'Happy Clients' },
  { value: '95%', label: 'Success Rate' },
  { value: '5+', label: 'Years Experience' },
  { value: '4.8', label: 'Average Rating' },
];

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead(match, {
      title: `${match.context.config.site.business_name} | Dietitian-led Nutrition Coaching`,
      structuredData:
        import.meta.env.SSR && businessStructuredData(match.context.config.site, match.context.config.origin),
      description:
        'Lose weight, gain healthily and manage PCOS, thyroid and diabetes with a certified dietitian. Book your free online consultation.',
    }),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      ensureOrEmpty(queryClient, trpc.recipe.list.queryOptions(featuredRecipes), { recipes: [] }),
      ensureOrEmpty(queryClient, trpc.transformation.list.queryOptions(featuredTransformations), {
        transformations: [],
      }),
      ...[Transformations, Services, Recipes].map((part) => part.ready()),
    ]),
  component: HomePage,
});

function HomePage() {
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

      <Transformations.Part />
      <Services.Part />
      <Recipes.Part />
      <BmiSection />

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
