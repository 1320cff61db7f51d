// /recipes/{id}: one recipe with its video, ingredients, steps and timings, and related recipes.
import { recipeSteps } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Clock, CookingPot, Flame, Timer, Users } from 'lucide-react';
import { BackLink } from '@/components/layout/detail-page';
import { VideoPoster } from '@/components/ui/video-poster';
import { recipeQuery } from '@/features/recipes/api';
import { useApi } from '@/lib/data';
import { PlanCallToAction } from './plan-call-to-action';
import { GOAL_LABELS, RecipeCard } from './recipe-card';
import { RecipeNotFound } from './recipe-not-found';

const route = getRouteApi('/recipes/$id');

function Timing({ icon: Icon, label, minutes }: { icon: typeof Clock; label: string; minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <div className="rounded-2xl bg-white p-4 text-center shadow-sm">
      <Icon aria-hidden className="mx-auto size-5 text-brand-600" />
      <dt className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold">{minutes} min</dd>
    </div>
  );
}

export function RecipePage() {
  const { trpc } = useApi();
  const { id } = route.useLoaderData();
  const { data } = useQuery(recipeQuery(trpc, id));
  if (!data) return <RecipeNotFound />;
  const { recipe, related_recipes: related } = data;
  const steps = recipeSteps(recipe.instructions);

  return (
    <article className="pb-16">
      <header className="bg-gradient-to-b from-brand-50 to-white py-12">
        <div className="container-page max-w-4xl">
          <BackLink to="/recipes" label="Back to Recipes" />
          <p className="mt-6 flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
            <span className="rounded-full bg-brand-600 px-2.5 py-1 text-white">{recipe.meal_type}</span>
            <span className="rounded-full bg-white px-2.5 py-1 text-slate-700">{GOAL_LABELS[recipe.goal_type]}</span>
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">{recipe.title}</h1>
          {recipe.description && <p className="mt-4 text-lg text-slate-600">{recipe.description}</p>}
          <dl className="mt-8 grid grid-cols-3 gap-3 sm:grid-cols-5">
            <Timing icon={Timer} label="Prep time" minutes={recipe.prep_time} />
            <Timing icon={CookingPot} label="Cook time" minutes={recipe.cook_time} />
            <Timing icon={Clock} label="Total time" minutes={recipe.total_time} />
            {recipe.servings !== null && (
              <div className="rounded-2xl bg-white p-4 text-center shadow-sm">
                <Users aria-hidden className="mx-auto size-5 text-brand-600" />
                <dt className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Servings</dt>
                <dd className="mt-0.5 text-lg font-semibold">{recipe.servings}</dd>
              </div>
            )}
            {recipe.calories_per_serving !== null && (
              <div className="rounded-2xl bg-white p-4 text-center shadow-sm">
                <Flame aria-hidden className="mx-auto size-5 text-brand-600" />
                <dt className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Per serving</dt>
                <dd className="mt-0.5 text-lg font-semibold">{recipe.calories_per_serving} kcal</dd>
              </div>
            )}
          </dl>
        </div>
      </header>

      <div className="container-page max-w-4xl">
        <div className="overflow-hidden rounded-2xl">
          {recipe.youtube_video_id ? (
            <VideoPoster videoId={recipe.youtube_video_id} title={recipe.title} poster={recipe.image_url} priority />
          ) : (
            recipe.image_url && (
              <img
                src={recipe.image_url}
                alt={recipe.title}
                width={800}
                height={600}
                fetchPriority="high"
                className="aspect-video w-full object-cover"
              />
            )
          )}
        </div>

        <div className="mt-10 grid gap-10 wrap-anywhere md:grid-cols-[1fr_1.6fr]">
          <section aria-labelledby="ingredients-heading">
            <h2 id="ingredients-heading" className="text-2xl font-bold">
              Ingredients
            </h2>
            {recipe.ingredients.length > 0 ? (
              <ul className="mt-4 space-y-2">
                {recipe.ingredients.map((ingredient, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
                  <li key={i} className="flex gap-2 text-slate-700">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {ingredient}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-600">Ingredients are shown in the video.</p>
            )}
          </section>
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-2xl font-bold">
              Instructions
            </h2>
            {steps.length > 0 ? (
              <ol className="mt-4 space-y-4">
                {steps.map((step, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed for the page's life
                  <li key={i} id={`step-${i + 1}`} className="flex gap-3 text-slate-700">
                    <span
                      aria-hidden
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                    >
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-slate-600">Follow along with the video.</p>
            )}
          </section>
        </div>

        <PlanCallToAction
          id="recipe-cta-heading"
          title="Want meals like this planned for you?"
          action="Book a Free Consultation"
          className="mt-12 rounded-2xl bg-brand-50 p-8 text-center"
        />
      </div>

      {related.length > 0 && (
        <section className="container-page mt-16" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold">
            More Recipes to Try
          </h2>
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <RecipeCard key={r.id} recipe={r} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
