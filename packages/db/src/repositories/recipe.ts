// Recipe storage: the one place recipe SQL is written, used by both the tRPC and the REST doors.
import {
  type AdminRecipeQuery,
  notFound,
  type Pagination,
  type PublicRecipeQuery,
  RELATED_RECIPES_MAX,
  type Recipe,
  type RecipeInput,
  type RecipeSort,
  type RecipeUpdate,
} from '@coach/shared';
import { sql } from 'kysely';
import type { DB } from '../client';
import type { RecipeRow } from '../database';
import { nowIso, parseJsonList, toJsonList } from '../json';
import { byText, containsText, fetchPage, type ListOrder, orderList } from '../sql';

const RECIPE_COLUMNS = [
  'id',
  'title',
  'description',
  'ingredients',
  'instructions',
  'meal_type',
  'prep_time',
  'cook_time',
  'servings',
  'calories_per_serving',
  'goal_type',
  'is_featured',
  'image_url',
  'youtube_video_id',
  'created_at',
  'updated_at',
] as const;

function toRecipe(row: RecipeRow): Recipe {
  const total = row.prep_time === null && row.cook_time === null ? null : (row.prep_time ?? 0) + (row.cook_time ?? 0);
  return {
    ...row,
    meal_type: row.meal_type as Recipe['meal_type'],
    goal_type: row.goal_type as Recipe['goal_type'],
    ingredients: parseJsonList(row.ingredients),
    is_featured: row.is_featured === 1,
    total_time: total,
  };
}

/** Public list, newest first: every recipe, or the featured ones, optionally of one meal type. */
export async function listRecipes(db: DB, filter: PublicRecipeQuery = {}): Promise<Recipe[]> {
  let query = db.selectFrom('recipes').select(RECIPE_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.featured !== undefined) query = query.where('is_featured', '=', filter.featured ? 1 : 0);
  if (filter.meal_type) query = query.where('meal_type', '=', filter.meal_type);
  if (filter.limit) query = query.limit(filter.limit);
  return (await query.execute()).map(toRecipe);
}

const RECIPE_ORDER: ListOrder<RecipeSort> = {
  columns: {
    title: byText('title'),
    time: sql`coalesce(prep_time, 0) + coalesce(cook_time, 0)`,
    calories: sql.ref('calories_per_serving'),
  },
  otherwise: { by: sql.ref('created_at'), dir: 'desc' },
};

/** One admin page of recipes (newest first unless sorted by a column) with the pagination of the same filtered set. */
export async function listRecipesPage(
  db: DB,
  filter: AdminRecipeQuery,
): Promise<{ recipes: Recipe[]; pagination: Pagination }> {
  let base = db.selectFrom('recipes');
  if (filter.meal_type) base = base.where('meal_type', '=', filter.meal_type);
  if (filter.goal_type) base = base.where('goal_type', '=', filter.goal_type);
  const search = filter.search;
  if (search) base = base.where((eb) => eb.or([containsText('title', search), containsText('description', search)]));
  const { rows, pagination } = await fetchPage(base, filter, (q) =>
    orderList(q.select(RECIPE_COLUMNS), RECIPE_ORDER, filter),
  );
  return { recipes: rows.map(toRecipe), pagination };
}

export async function getRecipe(db: DB, id: number): Promise<Recipe> {
  const row = await db.selectFrom('recipes').select(RECIPE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Recipe not found');
  return toRecipe(row);
}

/** Up to `limit` other recipes for a recipe's page: the same meal type first, then the same goal, newest first. */
export async function relatedRecipes(db: DB, recipe: Recipe, limit = RELATED_RECIPES_MAX): Promise<Recipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(RECIPE_COLUMNS)
    .where('id', '!=', recipe.id)
    .orderBy(sql`case when meal_type = ${recipe.meal_type} then 0 else 1 end`)
    .orderBy(sql`case when goal_type = ${recipe.goal_type} then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecipe);
}

export async function insertRecipe(db: DB, input: RecipeInput): Promise<Recipe> {
  const row = await db
    .insertInto('recipes')
    .values({ ...input, ingredients: toJsonList(input.ingredients), is_featured: input.is_featured ? 1 : 0 })
    .returning(RECIPE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecipe(row);
}

export async function updateRecipe(db: DB, id: number, input: RecipeUpdate): Promise<Recipe> {
  const { ingredients, is_featured, ...rest } = input;
  const row = await db
    .updateTable('recipes')
    .set({
      ...rest,
      ...(ingredients !== undefined && { ingredients: toJsonList(ingredients) }),
      ...(is_featured !== undefined && { is_featured: is_featured ? 1 : 0 }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returning(RECIPE_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Recipe not found');
  return toRecipe(row);
}

export async function deleteRecipe(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('recipes').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('Recipe not found');
}

export async function countRecipes(db: DB): Promise<{ total: number; featured: number }> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.ref('is_featured')).as('featured')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), featured: Number(row.featured ?? 0) };
}
