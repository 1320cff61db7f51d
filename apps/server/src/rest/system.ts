// Health and public configuration: the two routes that need no token.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

export const systemRoutes: FastifyPluginAsync<Services> = async (app, options) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(options.db);
      return { status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ error: 'Database unavailable' });
    }
  });

  app.get('/api/config', async () => ({
    whatsapp_number: (await options.settings.get()).whatsapp_number.replace(/^\+/, ''),
  }));
};
