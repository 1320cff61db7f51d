// Settings > Backups: the list in BACKUP_DIR, "Back up now", and downloads (streamed; administrators only).
import { createReadStream } from 'node:fs';
import type { Services } from '@coach/api';
import { backupNameSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminGuard, parse } from './support';

const downloadParams = z.object({ name: backupNameSchema });

export const backupRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  app.get('/api/admin/backups', guard, async () => ({ backups: await services.backups.list() }));
  app.post('/api/admin/backups', guard, async (_request, reply) => {
    const { backup } = await services.backups.create('manual');
    return reply.status(201).send({ backup });
  });
  app.get('/api/admin/backups/:name', guard, async (request, reply) => {
    // Only a name of the backup form, and only one that is listed: no path can reach outside BACKUP_DIR.
    const { name } = parse(downloadParams, request.params);
    const { file, size } = await services.backups.pathOf(name);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
};
