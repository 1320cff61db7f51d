// Business settings for the owner (the same store the settings procedures use), and the demo content's removal.
import { demoContent, removeDemo, type Services } from '@coach/api';
import { businessSettingsInputSchema, settingsAnswers } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const OPERATIONS = {
  read: {
    summary: 'The business details the site shows (stored values over the configured defaults)',
    tag: 'Settings',
    access: 'admin',
    answer: { status: 200, schema: settingsAnswers.settings, description: 'The settings.' },
  },
  save: {
    summary: 'Save the business details (identity fields left out keep their stored values)',
    tag: 'Settings',
    access: 'admin',
    body: businessSettingsInputSchema,
    answer: { status: 200, schema: settingsAnswers.settings, description: 'The settings as stored.' },
  },
  demoContent: {
    summary: 'How much of the demo content a fresh install starts with is left',
    tag: 'Demo content',
    access: 'admin',
    answer: { status: 200, schema: settingsAnswers.demoContent, description: 'The counts, and them in words.' },
  },
  removeDemo: {
    summary: "Remove the demo content and its pictures (the owner's own records stay)",
    tag: 'Demo content',
    access: 'admin',
    answer: { status: 200, schema: settingsAnswers.demoRemoved, description: 'Removed: what was, by table.' },
  },
} satisfies Record<string, Operation>;

export const settingsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.addHook('preHandler', adminGuard(services));
  app.get('/api/admin/settings', documented(OPERATIONS.read), async () => ({
    settings: await services.settings.get(),
  }));
  app.put('/api/admin/settings', documented(OPERATIONS.save), async (request) => ({
    settings: await services.settings.save(parse(businessSettingsInputSchema, request.body)),
  }));
  // The demo content a fresh install starts with: how much is left, and removing it (the service audits it).
  app.get('/api/admin/demo-content', documented(OPERATIONS.demoContent), async () => demoContent(services));
  app.delete('/api/admin/demo-content', documented(OPERATIONS.removeDemo), async (request) =>
    removeDemo(services, { adminId: request.adminId, ip: request.ip }),
  );
};
