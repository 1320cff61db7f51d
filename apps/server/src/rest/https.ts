// Settings > HTTPS: the certificate the server obtains and renews itself when DOMAIN is set, and its renewal (read-only;
// administrators only).
import { httpsStatus, type Services } from '@coach/api';
import { httpsStatusSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documented, type Operation } from './contract';
import { adminGuard } from './support';

const statusAnswer = z.object({
  status: httpsStatusSchema.meta({
    description:
      'Without DOMAIN, `enabled` is false, `serving` is `off` and everything else is empty: HTTPS, if any, is a ' +
      "proxy's job.",
  }),
});

const OPERATIONS = {
  status: {
    summary:
      'HTTPS obtained by the server itself (DOMAIN set): the names, what is served now, the certificate, its renewal ' +
      'and the last failure',
    tag: 'HTTPS',
    access: 'admin',
    answer: { status: 200, schema: statusAnswer, description: 'The state now.' },
  },
} satisfies Record<string, Operation>;

export const httpsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get('/api/admin/https', documented(OPERATIONS.status, { preHandler: adminGuard(services) }), async () => ({
    status: httpsStatus(services.https),
  }));
};
