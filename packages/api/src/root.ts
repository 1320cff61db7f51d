// The application router: every area's procedures under its name.
import { authRouter } from './routers/auth';
import { leadRouter } from './routers/lead';
import { recipeRouter } from './routers/recipe';
import { transformationRouter } from './routers/transformation';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  lead: leadRouter,
  recipe: recipeRouter,
  transformation: transformationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
