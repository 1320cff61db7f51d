// "Recipe Not Found": the screen for a missing recipe, shown by the route (status 404) and by the page.
import { DetailNotFound } from '@/components/layout/detail-page';

export function RecipeNotFound() {
  return (
    <DetailNotFound
      title="Recipe Not Found"
      text="The recipe you are looking for does not exist or has been removed."
      to="/recipes"
      label="Back to Recipes"
    />
  );
}
