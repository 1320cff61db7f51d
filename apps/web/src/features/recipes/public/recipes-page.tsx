// /recipes: every recipe, filtered by meal type in the URL, with cooking tips and calls to action.
import { RECIPE_MESSAGES } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ALL_RECIPES, recipeListQuery } from '@/features/recipes/api';
import { useApi } from '@/lib/data';
import { skeletonKeys } from '@/lib/skeletons';
import { MEAL_FILTERS, type MealFilter } from './meal-filters';
import { PlanCallToAction } from './plan-call-to-action';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';

const route = getRouteApi('/recipes/');

const COOKING_TIPS = [
  {
    title: 'Prep ahead',
    text: 'Wash and chop vegetables for two or three days at once to make healthy cooking quick.',
  },
  {
    title: 'Steam, grill, bake',
    text: 'Choose cooking methods that need little oil, and save frying for special days.',
  },
  { title: 'Protein in every meal', text: 'Dal, paneer, eggs, curd or lean meat keep you full and protect muscle.' },
  { title: 'Season smartly', text: 'Herbs, spices, lemon and garlic add flavour without extra salt, sugar or fat.' },
  { title: 'Watch portions', text: 'Use a smaller plate: half vegetables, a quarter protein, a quarter whole grains.' },
  { title: 'Hydrate well', text: 'Drink water through the day; thirst is often mistaken for hunger.' },
];

function emptyMessage(filter: MealFilter, failed: boolean) {
  if (failed) return RECIPE_MESSAGES.emptyGeneric;
  return filter === 'all' ? RECIPE_MESSAGES.emptyAll : RECIPE_MESSAGES.emptyForType(filter);
}

export function RecipesPage() {
  const { trpc } = useApi();
  const { meal_type: filter = 'all' } = route.useSearch();
  const { data, isPending, isError } = useQuery(recipeListQuery(trpc, ALL_RECIPES));
  const recipes = (data?.recipes ?? []).filter((r) => filter === 'all' || r.meal_type === filter);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16">
        <div className="container-page text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Recipe videos</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">Healthy Recipes</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Tasty, balanced meals you can cook at home, chosen to support your goals.
          </p>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="recipe-list-heading">
        <h2 id="recipe-list-heading" className="sr-only">
          Recipes
        </h2>
        <nav aria-label="Filter by meal type" className="flex flex-wrap justify-center gap-2">
          {MEAL_FILTERS.map((f) => (
            <Link
              key={f}
              to="/recipes"
              search={f === 'all' ? {} : { meal_type: f }}
              replace
              resetScroll={false}
              aria-current={filter === f ? 'true' : undefined}
              className={clsx(
                'rounded-full px-5 py-2 text-sm font-semibold capitalize transition-colors',
                filter === f ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-brand-50',
              )}
            >
              {f}
            </Link>
          ))}
        </nav>

        <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {isPending
            ? skeletonKeys(6).map((key) => <RecipeCardSkeleton key={key} />)
            : recipes.map((recipe, i) => <RecipeCard key={recipe.id} recipe={recipe} priority={i === 0} />)}
        </div>
        {!isPending && recipes.length === 0 && (
          <p className="mt-4 rounded-2xl bg-slate-50 p-10 text-center text-slate-600">
            {emptyMessage(filter, isError)}
          </p>
        )}
      </section>

      <section className="bg-brand-50 py-16" aria-labelledby="tips-heading">
        <div className="container-page">
          <h2 id="tips-heading" className="text-center text-3xl font-bold">
            Healthy Cooking Tips
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {COOKING_TIPS.map((tip) => (
              <li key={tip.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="font-sans text-lg font-semibold text-brand-800">{tip.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{tip.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PlanCallToAction
        id="plan-heading"
        title="Want a meal plan made for you?"
        action="Get Your Personalised Plan"
        className="container-page py-16 text-center"
      />
    </>
  );
}
