// One recipe: its video (or picture), meal type, description and timings; its title leads to the recipe's page.
import { type Recipe, recipePath } from '@coach/shared';
import { Link } from '@tanstack/react-router';
import { Clock, Flame, Users } from 'lucide-react';
import { PageImage } from '@/components/ui/page-image';
import { VideoPoster } from '@/components/ui/video-poster';
import { asTo } from '@/lib/links';

export const GOAL_LABELS: Record<Recipe['goal_type'], string> = {
  weight_loss: 'Weight loss',
  weight_gain: 'Weight gain',
  both: 'All goals',
};

/** `priority`: the card is the first on the page, its picture the largest thing the visitor sees first. */
export function RecipeCard({ recipe, priority = false }: { recipe: Recipe; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      {recipe.youtube_video_id ? (
        <VideoPoster
          videoId={recipe.youtube_video_id}
          title={recipe.title}
          poster={recipe.image_url}
          priority={priority}
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-brand-100 to-accent-400/40">
          {recipe.image_url && (
            <PageImage
              src={recipe.image_url}
              alt=""
              width={800}
              height={450}
              priority={priority}
              className="size-full object-cover"
            />
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{recipe.meal_type}</span>
          <span className="text-slate-500">{GOAL_LABELS[recipe.goal_type]}</span>
        </div>
        <h3 className="mt-3 text-xl font-semibold">
          <Link to={asTo(recipePath(recipe))} className="hover:text-brand-700 hover:underline">
            {recipe.title}
          </Link>
        </h3>
        {recipe.description && <p className="mt-2 flex-1 text-sm text-slate-600">{recipe.description}</p>}
        <dl className="mt-4 flex flex-wrap gap-4 text-sm text-slate-600">
          {recipe.total_time !== null && (
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-brand-600" />
              <dt className="sr-only">Total time</dt>
              <dd>{recipe.total_time} min</dd>
            </div>
          )}
          {recipe.servings !== null && (
            <div className="flex items-center gap-1.5">
              <Users aria-hidden className="size-4 text-brand-600" />
              <dt className="sr-only">Servings</dt>
              <dd>
                {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
              </dd>
            </div>
          )}
          {recipe.calories_per_serving !== null && (
            <div className="flex items-center gap-1.5">
              <Flame aria-hidden className="size-4 text-brand-600" />
              <dt className="sr-only">Calories per serving</dt>
              <dd>{recipe.calories_per_serving} kcal</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}

export function RecipeCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-2xl border border-slate-100">
      <div className="aspect-video bg-slate-100" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-slate-100" />
        <div className="h-6 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
      </div>
    </div>
  );
}
