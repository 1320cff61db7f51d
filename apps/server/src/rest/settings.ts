// Business settings for the owner (the same store the settings procedures use), and the demo content's removal.
import { demoContent, removeDemo, type Services } from '@coach/api';
import { businessSettingsInputSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard, parse } from './support';

export const settingsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.addHook('preHandler', adminGuard(services));
  app.get('/api/admin/settings', async () => ({ settings: await services.settings.get() }));
  app.put('/api/admin/settings', async (request) => ({
    settings: await services.settings.save(parse(businessSettingsInputSchema, request.body)),
  }));
  // The demo content a fresh install starts with: how much is left, and removing it (the service audits it).
  app.get('/api/admin/demo-content', async () => demoContent(services));
  app.delete('/api/admin/demo-content', async (request) =>
    removeDemo(services, { adminId: request.adminId, ip: request.ip }),
  );
};
