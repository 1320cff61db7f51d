// Recipe procedures: the public list and the administrator's paginated list and edits.
import { deleteRecipe, getRecipe, insertRecipe, listRecipes, listRecipesPage, updateRecipe } from '@coach/db';
import {
  adminRecipeQuerySchema,
  idParamSchema,
  publicRecipeQuerySchema,
  recipeInputSchema,
  recipeUpdateSchema,
} from '@coach/shared';
import { readRecipePage } from '../services/recipe';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const recipeRouter = router({
  list: publicProcedure
    .input(publicRecipeQuerySchema)
    .query(async ({ ctx, input }) => ({ recipes: await listRecipes(ctx.db, input) })),

  /** A recipe's public page: the recipe and a few others to try next. */
  detail: publicProcedure.input(idParamSchema).query(({ ctx, input }) => readRecipePage(ctx.db, input.id)),

  adminList: adminProcedure.input(adminRecipeQuerySchema).query(({ ctx, input }) => listRecipesPage(ctx.db, input)),

  byId: adminProcedure.input(idParamSchema).query(({ ctx, input }) => getRecipe(ctx.db, input.id)),

  create: adminProcedure.input(recipeInputSchema).mutation(({ ctx, input }) => insertRecipe(ctx.db, input)),

  update: adminProcedure
    .input(recipeUpdateSchema.extend(idParamSchema.shape))
    .mutation(({ ctx, input: { id, ...changes } }) => updateRecipe(ctx.db, id, changes)),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteRecipe(ctx.db, input.id);
    return { success: true };
  }),
});
