// Settings > Backups: the list in BACKUP_DIR, "Back up now", and downloads (streamed; administrators only); and their
// off-site copies: the storage's settings, the connection test, the state of the uploads, the copies and their
// downloads.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import {
  confirmPassword,
  downloadOffsiteCopy,
  offsiteCopies,
  offsiteStatus,
  openOffsiteCopy,
  type Services,
  saveOffsiteSettings,
  testOffsite,
  turnOffsiteOff,
} from '@coach/api';
import {
  BACKUP_MESSAGES,
  backupAnswers,
  backupNameSchema,
  conflict,
  invalid,
  OFFSITE_MESSAGES,
  offsiteAnswers,
  offsiteCopyNameSchema,
  offsiteRestoreInput,
  offsiteSettingsInput,
  offsiteStatusSchema,
  SECURITY_MESSAGES,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkBackupFile, RestoreRefusedError } from '../backup/restore';
import { documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const downloadParams = z.object({ name: backupNameSchema });
const copyParams = z.object({ name: offsiteCopyNameSchema });
const storageFailed = 'The storage service failed or could not be reached (the message says which and why).';
const byEnvironment = `The environment sets the storage (\`${OFFSITE_MESSAGES.setByEnvironment}\`).`;
const saved = z.object({ status: offsiteStatusSchema, message: z.string() });

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
  offsiteStatus: {
    summary: 'Off-site copies: where they go (never the secret) and the state of the uploads',
    tag: 'Backups',
    access: 'admin',
    answer: { status: 200, schema: offsiteAnswers.status, description: 'The settings (null when off) and the state.' },
  },
  offsiteSave: {
    summary:
      'Set where off-site copies go (S3-compatible storage); an empty `secret_access_key` keeps the saved one. The ' +
      'missing copies are sent at once',
    tag: 'Backups',
    access: 'admin',
    body: offsiteSettingsInput,
    answer: { status: 200, schema: saved, description: 'Saved; the state after it.' },
    failures: { 409: byEnvironment },
  },
  offsiteTurnOff: {
    summary: 'Turn off-site copies off (the copies in the bucket stay there)',
    tag: 'Backups',
    access: 'admin',
    answer: { status: 200, schema: saved, description: 'Turned off, or it was.' },
    failures: { 409: byEnvironment },
  },
  offsiteTest: {
    summary:
      "Test the storage: write, read back and delete a small object, with the body's settings (none: the saved ones)",
    tag: 'Backups',
    access: 'admin',
    body: offsiteSettingsInput.nullable().optional(),
    answer: {
      status: 200,
      schema: offsiteAnswers.message,
      description: `All three worked (\`${OFFSITE_MESSAGES.tested}\`).`,
    },
    failures: { 409: byEnvironment },
  },
  offsiteCopies: {
    summary: 'The off-site copies, and the backups waiting to become one, newest first',
    tag: 'Backups',
    access: 'admin',
    answer: { status: 200, schema: offsiteAnswers.copies, description: 'The copies.' },
    failures: { 502: storageFailed },
  },
  offsiteDownload: {
    summary: 'Download an off-site copy as stored (an encrypted one stays encrypted), its checksum checked first',
    tag: 'Backups',
    access: 'admin',
    params: copyParams,
    answer: {
      status: 200,
      schema: null,
      description: 'The copy (`application/octet-stream`), as an attachment named as the copy.',
    },
    failures: {
      404: `No uploaded copy has this name (\`${OFFSITE_MESSAGES.copyNotFound}\`).`,
      502: `${storageFailed} A copy that does not match its checksum is refused.`,
    },
  },
  offsiteRestore: {
    summary:
      'Restore an off-site copy: with your password again (and for an encrypted copy the text of your age private ' +
      'key file), the copy is fetched, its checksum checked, decrypted and checked as a backup; then the server ' +
      'stops, backs up what it holds, restores the copy and starts again (a few seconds)',
    tag: 'Backups',
    access: 'admin',
    params: copyParams,
    body: offsiteRestoreInput,
    answer: {
      status: 202,
      schema: offsiteAnswers.message,
      description: `Checked; the server restarts with it now (\`${OFFSITE_MESSAGES.restoring}\`). The status's \`last_restore\` says how it went.`,
    },
    failures: {
      404: `No uploaded copy has this name (\`${OFFSITE_MESSAGES.copyNotFound}\`).`,
      409: `The server was not started by its serve command (\`${OFFSITE_MESSAGES.restoreNeedsServer}\`).`,
      429: `Five wrong passwords or codes asked again within 15 minutes (\`${SECURITY_MESSAGES.askedTooOften}\`).`,
      502: `${storageFailed} A copy that does not match its checksum is refused.`,
    },
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
  app.get('/api/admin/backups/offsite', documented(OPERATIONS.offsiteStatus, guard), async () => ({
    status: await offsiteStatus(services.offsite),
  }));
  app.put('/api/admin/backups/offsite', documented(OPERATIONS.offsiteSave, guard), (request) =>
    saveOffsiteSettings(services.offsite, parse(offsiteSettingsInput, request.body)),
  );
  app.delete('/api/admin/backups/offsite', documented(OPERATIONS.offsiteTurnOff, guard), () =>
    turnOffsiteOff(services.offsite),
  );
  app.post('/api/admin/backups/offsite/test', documented(OPERATIONS.offsiteTest, guard), (request) =>
    testOffsite(services.offsite, request.body ? parse(offsiteSettingsInput, request.body) : null),
  );
  app.get('/api/admin/backups/offsite/copies', documented(OPERATIONS.offsiteCopies, guard), async () => ({
    copies: await offsiteCopies(services.offsite),
  }));
  // Sent as stored, never compressed on the way: an archive or an encrypted copy gains nothing, and its length is known.
  const asStored = { ...guard, compress: false as const };
  app.get(
    '/api/admin/backups/offsite/copies/:name',
    documented(OPERATIONS.offsiteDownload, asStored),
    async (request, reply) => {
      const { name } = parse(copyParams, request.params);
      // Fetched whole and checked before the first byte is sent: a damaged copy is refused, never half-delivered.
      const file = await downloadOffsiteCopy(services.offsite, name);
      const { size } = await stat(file);
      const stream = createReadStream(file);
      stream.once('close', () => void rm(file, { force: true }));
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  app.post(
    '/api/admin/backups/offsite/copies/:name/restore',
    documented(OPERATIONS.offsiteRestore, guard),
    async (request, reply) => {
      const { name } = parse(copyParams, request.params);
      const { password, identity } = parse(offsiteRestoreInput, request.body);
      const restart = services.requestRestore;
      if (!restart) throw conflict(OFFSITE_MESSAGES.restoreNeedsServer);
      await confirmPassword(services, request.adminId as number, password, request.ip);
      const file = await openOffsiteCopy(services.offsite, name, identity ?? null);
      try {
        // Every check a restore makes before it touches anything, while the site still serves.
        await checkBackupFile(file, name);
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof RestoreRefusedError) throw invalid(error.message);
        throw error;
      }
      // Once the answer is out: the server stops, restores and starts again (commands/serve.ts).
      reply.raw.once('finish', () => restart(file, name));
      return reply.status(202).send({ message: OFFSITE_MESSAGES.restoring });
    },
  );
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
