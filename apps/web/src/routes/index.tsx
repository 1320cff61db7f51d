// / (home): hero, featured recipes and calls to action. The remaining sections arrive with the public-site pages.
import { HOME_FEATURED_RECIPES, HOME_RECIPES_RENDERED, SITE } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { asTo } from '../lib/links';
import { ensureOrEmpty } from '../lib/queries';
import { pageMeta } from '../lib/seo';
import { skeletonKeys } from '../lib/skeletons';
import { RecipeCard, RecipeCardSkeleton } from './-components/RecipeCard';

const featuredInput = { featured: true, limit: HOME_FEATURED_RECIPES };

export const Route = createFileRoute('/')({
  head: () => ({
    meta: pageMeta({
      title: `${SITE.brand} | Dietitian-led Nutrition Coaching`,
      description:
        'Lose weight, gain healthily and manage PCOS, thyroid and diabetes with a certified dietitian. Book your free online consultation.',
    }),
  }),
  loader: ({ context }) =>
    ensureOrEmpty(context.queryClient, context.trpc.recipe.list.queryOptions(featuredInput), { recipes: [] }),
  component: HomePage,
});

function HomePage() {
  const { trpc } = Route.useRouteContext();
  const { data, isPending } = useQuery(trpc.recipe.list.queryOptions(featuredInput));
  const recipes = (data?.recipes ?? []).slice(0, HOME_RECIPES_RENDERED);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-accent-400/10 py-20 sm:py-28">
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
      </section>

      <section className="container-page py-16" aria-labelledby="home-recipes-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="home-recipes-heading" className="text-3xl font-bold">
              Healthy Recipes
            </h2>
            <p className="mt-2 text-slate-600">Quick, balanced dishes from our kitchen to yours.</p>
          </div>
          <Link to="/recipes" className="btn-outline">
            View All Recipes
          </Link>
        </div>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? skeletonKeys(HOME_FEATURED_RECIPES).map((key) => <RecipeCardSkeleton key={key} />)
            : recipes.map((recipe) => <RecipeCard key={recipe.id} recipe={recipe} />)}
        </div>
      </section>
    </>
  );
}
