// Health and public configuration: the two routes that need no token.
import type { Services } from '@coach/api';
import { healthAnswerSchema, publicConfigAnswerSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { documented } from './contract';

export const systemRoutes: FastifyPluginAsync<Services> = async (app, options) => {
  const health = documented({
    summary: 'Whether the server and its database answer',
    tag: 'System',
    access: 'open',
    answer: { status: 200, schema: healthAnswerSchema, description: 'A database query answered.' },
    failures: { 503: 'The database cannot answer (`Database unavailable`).' },
  });
  app.get('/api/health', health, async (_request, reply) => {
    try {
      await sql`select 1`.execute(options.db);
      return { status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ error: 'Database unavailable' });
    }
  });

  const config = documented({
    summary: 'The public configuration the pages of the site use',
    tag: 'System',
    access: 'open',
    answer: { status: 200, schema: publicConfigAnswerSchema, description: 'The WhatsApp number.' },
  });
  app.get('/api/config', config, async () => ({
    whatsapp_number: (await options.settings.get()).whatsapp_number.replace(/^\+/, ''),
  }));
};
