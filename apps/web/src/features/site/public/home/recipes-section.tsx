// The home page's featured recipes; their videos play in place once the page's script runs.
import { HOME_RECIPES_RENDERED } from '@coach/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from '@/components/layout/section-heading';
import { FEATURED_RECIPES, recipeListQuery } from '@/features/recipes/api';
import { RecipeCard } from '@/features/recipes/public/recipe-card';
import { useApi } from '@/lib/data';
import { useHomeContent } from './home-content';

export function RecipesSection() {
  const { trpc } = useApi();
  const { recipes } = useSuspenseQuery(recipeListQuery(trpc, FEATURED_RECIPES)).data;
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
        {recipes.slice(0, HOME_RECIPES_RENDERED).map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </div>
    </section>
  );
}
