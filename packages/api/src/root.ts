// The application router: every area's procedures under its name.
import { authRouter } from './routers/auth';
import { recipeRouter } from './routers/recipe';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  recipe: recipeRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
