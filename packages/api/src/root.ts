// The application router: every area's procedures under its name.
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { backupRouter } from './routers/backup';
import { bannerRouter } from './routers/banner';
import { blogRouter } from './routers/blog';
import { bookingRouter } from './routers/booking';
import { consultationRouter } from './routers/consultation';
import { contactRouter } from './routers/contact';
import { dashboardRouter } from './routers/dashboard';
import { demoRouter } from './routers/demo';
import { httpsRouter } from './routers/https';
import { leadRouter } from './routers/lead';
import { newsletterRouter } from './routers/newsletter';
import { pageRouter } from './routers/page';
import { privacyRouter } from './routers/privacy';
import { recipeRouter } from './routers/recipe';
import { securityRouter } from './routers/security';
import { settingsRouter } from './routers/settings';
import { setupRouter } from './routers/setup';
import { testimonialRouter } from './routers/testimonial';
import { transformationRouter } from './routers/transformation';
import { webhookRouter } from './routers/webhook';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  analytics: analyticsRouter,
  auth: authRouter,
  backup: backupRouter,
  banner: bannerRouter,
  blog: blogRouter,
  booking: bookingRouter,
  consultation: consultationRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  demo: demoRouter,
  https: httpsRouter,
  lead: leadRouter,
  newsletter: newsletterRouter,
  page: pageRouter,
  privacy: privacyRouter,
  recipe: recipeRouter,
  security: securityRouter,
  settings: settingsRouter,
  setup: setupRouter,
  testimonial: testimonialRouter,
  transformation: transformationRouter,
  webhook: webhookRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
