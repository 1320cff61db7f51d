// A recipe's public page, answered the same through tRPC and REST.
import { type DB, getRecipe, relatedRecipes } from '@coach/db';

export async function readRecipePage(db: DB, id: number) {
  const recipe = await getRecipe(db, id);
  return { recipe, related_recipes: await relatedRecipes(db, recipe) };
}
