// Settings > Backups: the list in BACKUP_DIR, "Back up now", and downloads (streamed; administrators only).
import { createReadStream } from 'node:fs';
import type { Services } from '@coach/api';
import { BACKUP_MESSAGES, backupAnswers, backupNameSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const downloadParams = z.object({ name: backupNameSchema });

const OPERATIONS = {
  list: {
    summary: 'The backups in BACKUP_DIR, newest first',
    tag: 'Backups',
    access: 'admin',
    answer: { status: 200, schema: backupAnswers.list, description: 'The backups.' },
  },
  create: {
    summary:
      'Back up now: the database, the secrets and the uploads into one .tar.gz in BACKUP_DIR (beyond BACKUP_KEEP, ' +
      'the oldest manual and scheduled ones go)',
    tag: 'Backups',
    access: 'admin',
    answer: { status: 201, schema: backupAnswers.made, description: 'The backup made.' },
  },
  download: {
    summary: 'Download a backup',
    tag: 'Backups',
    access: 'admin',
    params: downloadParams,
    // Not JSON: the file itself, which the contract has no schema for.
    answer: {
      status: 200,
      schema: null,
      description: 'The backup file (`application/gzip`, a .tar.gz), as an attachment named as the backup.',
    },
    failures: { 404: `No backup in the list has this name (\`${BACKUP_MESSAGES.notFound}\`).` },
  },
} satisfies Record<string, Operation>;

export const backupRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  app.get('/api/admin/backups', documented(OPERATIONS.list, guard), async () => ({
    backups: await services.backups.list(),
  }));
  app.post('/api/admin/backups', documented(OPERATIONS.create, guard), async (_request, reply) => {
    const { backup } = await services.backups.create('manual');
    return reply.status(201).send({ backup });
  });
  app.get('/api/admin/backups/:name', documented(OPERATIONS.download, guard), async (request, reply) => {
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
