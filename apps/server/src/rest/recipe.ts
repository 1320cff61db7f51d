// The recipe routes of the REST contract (docs/api-contract.md): the public list and page, the administrator's CRUD.
import { readRecipePage } from '@coach/api';
import { deleteRecipe, insertRecipe, listRecipes, listRecipesPage, updateRecipe } from '@coach/db';
import {
  adminRecipeQuerySchema,
  idParamSchema,
  publicRecipeQuerySchema,
  recipeAnswers,
  recipeInputSchema,
  recipeUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Recipes';
const missing = { 404: 'No recipe has this id (`Recipe not found`).' };

const OPERATIONS = {
  list: {
    summary: 'The recipes, newest first (featured ones only, one meal type, at most `limit`)',
    tag,
    access: 'public',
    query: publicRecipeQuerySchema,
    answer: { status: 200, schema: recipeAnswers.list, description: 'The recipes.' },
  },
  page: {
    summary: 'A recipe, with related recipes of the same meal type',
    tag,
    access: 'public',
    params: idParamSchema,
    answer: {
      status: 200,
      schema: recipeAnswers.page,
      description: 'The recipe and related ones of the same meal type.',
    },
    failures: missing,
  },
  adminList: {
    summary: 'A page of all recipes, filtered, searched and sorted',
    tag,
    access: 'admin',
    query: adminRecipeQuerySchema,
    answer: { status: 200, schema: recipeAnswers.adminPage, description: 'The page of recipes.' },
  },
  create: {
    summary: 'Add a recipe',
    tag,
    access: 'admin',
    body: recipeInputSchema,
    answer: { status: 201, schema: recipeAnswers.written, description: 'The recipe as stored.' },
  },
  update: {
    summary: 'Change a recipe (the fields sent)',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: recipeUpdateSchema,
    answer: { status: 200, schema: recipeAnswers.written, description: 'The recipe as stored.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete a recipe', missing),
} satisfies Record<string, Operation>;

export const recipeRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;
  const visitor = { preHandler: publicTokenGuard(services) };

  app.get(
    '/api/recipes',
    documented(OPERATIONS.list, visitor),
    sharedAnswer(services, 'recipe', async (request) => ({
      recipes: await listRecipes(db, parse(publicRecipeQuerySchema, request.query)),
    })),
  );

  app.get(
    '/api/recipes/:id',
    documented(OPERATIONS.page, visitor),
    sharedAnswer(services, 'recipe', (request) => readRecipePage(db, parse(idParamSchema, request.params).id)),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/recipes', documented(OPERATIONS.adminList), (request) =>
      listRecipesPage(db, parse(adminRecipeQuerySchema, request.query)),
    );

    admin.post('/api/admin/recipes', documented(OPERATIONS.create), async (request, reply) => {
      const recipe = await insertRecipe(db, parse(recipeInputSchema, request.body));
      return reply.status(201).send({ recipe, message: 'Recipe created successfully' });
    });

    admin.put('/api/admin/recipes/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const recipe = await updateRecipe(db, id, parse(recipeUpdateSchema, request.body));
      return { recipe, message: 'Recipe updated successfully' };
    });

    admin.delete('/api/admin/recipes/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteRecipe(db, id);
      return { message: 'Recipe deleted successfully' };
    });
  });
};
