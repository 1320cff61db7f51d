// @coach/api: the tRPC app router, its context, and the services the REST routes share with it.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { type AppRouter, appRouter, createCaller } from './root';
export * from './services/admin-auth';
export * from './services/admin-security';
export * from './services/analytics';
export * from './services/ask-again';
export * from './services/audit';
export * from './services/backup';
export * from './services/blog';
export * from './services/booking';
export { brandColorProblem, brandCss, paletteOf } from './services/brand-colors';
export * from './services/business-settings';
export { demoContent, removeDemo } from './services/demo-content';
export * from './services/durable-files';
export { completeSetup, openSetup, setupInputSchema, setupOpen } from './services/first-run';
export * from './services/form-guard';
export * from './services/https';
export * from './services/lead-emails';
export * from './services/leads';
export * from './services/login-throttle';
export { adoptUploadedLogo, getStoredLogo, logoFolder, logoIconFile, removeUploadedLogo } from './services/logo';
export { looksLikeSvg, sanitizeLogoSvg } from './services/logo-svg';
export * from './services/mfa';
export * from './services/newsletter';
export * from './services/passwords';
export * from './services/post-html';
export * from './services/privacy';
export * from './services/rate-limit';
export * from './services/recipe';
export * from './services/site-origin';
export * from './services/site-pages';
export * from './services/tokens';
export * from './services/visits';
export * from './services/webhook-notice';
export type { WebhookSettings } from './services/webhooks';
export * as webhookEndpoints from './services/webhooks';
export { connectionAllowList, isAllowedAddress } from './services/webhooks/address';
export { queueLeadEvents } from './services/webhooks/lead-events';
export {
  type Context,
  createRequestContext,
  createServerRenderContext,
  type Services,
} from './trpc';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
