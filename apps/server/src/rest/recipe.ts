// The recipe routes of the REST contract (docs/api-contract.md): the public list and page, the administrator's CRUD.
import { readRecipePage } from '@coach/api';
import { deleteRecipe, insertRecipe, listRecipes, listRecipesPage, updateRecipe } from '@coach/db';
import {
  adminRecipeQuerySchema,
  idParamSchema,
  publicRecipeQuerySchema,
  recipeInputSchema,
  recipeUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

export const recipeRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.get(
    '/api/recipes',
    { preHandler: publicTokenGuard(services) },
    sharedAnswer(services, 'recipe', async (request) => ({
      recipes: await listRecipes(db, parse(publicRecipeQuerySchema, request.query)),
    })),
  );

  app.get(
    '/api/recipes/:id',
    { preHandler: publicTokenGuard(services) },
    sharedAnswer(services, 'recipe', (request) => readRecipePage(db, parse(idParamSchema, request.params).id)),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/recipes', (request) => listRecipesPage(db, parse(adminRecipeQuerySchema, request.query)));

    admin.post('/api/admin/recipes', async (request, reply) => {
      const recipe = await insertRecipe(db, parse(recipeInputSchema, request.body));
      return reply.status(201).send({ recipe, message: 'Recipe created successfully' });
    });

    admin.put('/api/admin/recipes/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const recipe = await updateRecipe(db, id, parse(recipeUpdateSchema, request.body));
      return { recipe, message: 'Recipe updated successfully' };
    });

    admin.delete('/api/admin/recipes/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteRecipe(db, id);
      return { message: 'Recipe deleted successfully' };
    });
  });
};
