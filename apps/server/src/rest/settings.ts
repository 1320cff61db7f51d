// Business settings for the owner (the same store the settings procedures use).
import type { Services } from '@coach/api';
import { businessSettingsInputSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard, parse } from './support';

export const settingsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.addHook('preHandler', adminGuard(services));
  app.get('/api/admin/settings', async () => ({ settings: await services.settings.get() }));
  app.put('/api/admin/settings', async (request) => ({
    settings: await services.settings.save(parse(businessSettingsInputSchema, request.body)),
  }));
};
