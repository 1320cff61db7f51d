// The home page's featured recipes. It is below the first screen: its code loads as it comes near
// (lib/deferred-part.tsx).
import { HOME_FEATURED_RECIPES, HOME_RECIPES_RENDERED } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from '@/components/layout/section-heading';
import { FEATURED_RECIPES, recipeListQuery } from '@/features/recipes/api';
import { RecipeCard, RecipeCardSkeleton } from '@/features/recipes/public/recipe-card';
import { useApi } from '@/lib/data';
import { skeletonKeys } from '@/lib/skeletons';
import { useHomeContent } from './home-content';

export default function RecipesSection() {
  const { trpc } = useApi();
  const recipes = useQuery(recipeListQuery(trpc, FEATURED_RECIPES));
  const { sections, fill } = useHomeContent();
  const words = sections.recipes;
  if (words.hidden) return null;
  return (
    <section
      id="recipes"
      data-nav-section="/recipes"
      className="render-when-near container-page py-16"
      aria-labelledby="home-recipes"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="home-recipes" title={fill(words.heading)} text={fill(words.intro)} align="left" />
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
  );
}
