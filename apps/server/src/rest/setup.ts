// The first run over REST: whether /setup is open for a link, its optional logo step, and finishing the setup
// (services/first-run).
import { completeSetup, type Services, setupInputSchema, setupOpen } from '@coach/api';
import { LOGO_MESSAGES, notFound, settingsAnswers } from '@coach/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { saveLogo } from '../uploads/logo';
import { MULTIPART_LIMITS, readUploadForm } from '../uploads/multipart';
import { documented, type Operation } from './contract';
import { parse, publicTokenGuard } from './support';

const setupQuery = z.object({ token: z.string().max(200).optional() });

/** The first administrator, signed in: the answer of a sign-in, and the setup's word. */
const setupDoneSchema = z.object({
  access_token: z.string().meta({ description: 'The session, for `Authorization: Bearer`.' }),
  admin: z.object({ full_name: z.string(), email: z.string() }),
  message: z.string(),
});

const tag = 'First run';
const closed = 'The link is not the one printed at the last start, or an administrator exists already (`Not found`).';

const OPERATIONS = {
  status: {
    summary: 'Whether /setup is open for this setup link (`token`)',
    tag,
    access: 'public',
    query: setupQuery,
    answer: {
      status: 200,
      schema: z.object({ open: z.boolean() }),
      description: 'Open only for the link printed at the last start, while no administrator exists.',
    },
  },
  complete: {
    summary:
      'Finish the first run: create the first administrator, save the business details and colours, keep or ' +
      'remove the demo content, and sign her in',
    tag,
    access: 'public',
    body: setupInputSchema,
    answer: { status: 201, schema: setupDoneSchema, description: 'Set up, and signed in.' },
    failures: {
      404: closed,
      429: 'Too many failed sign-ins from this address or for this username: the sign-in that ends the setup waits.',
    },
  },
  logo: {
    summary:
      'The logo step of the first run (multipart/form-data: the setup link in `token`, the file in `logo`: SVG, ' +
      'PNG, JPEG or WebP, at most 5 MB)',
    tag,
    access: 'public',
    multipart: { token: 'text', logo: 'file' },
    answer: { status: 200, schema: settingsAnswers.logoSaved, description: 'The logo as pages now show it.' },
    failures: { 404: closed },
  },
} satisfies Record<string, Operation>;

export const setupRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.addHook('preHandler', publicTokenGuard(services));
  app.get('/api/setup', documented(OPERATIONS.status), async (request) => {
    const { token } = parse(setupQuery, request.query);
    return { open: await setupOpen(services.db, token) };
  });
  app.post('/api/setup', documented(OPERATIONS.complete), async (request, reply) => {
    const done = await completeSetup(services, request.ip, parse(setupInputSchema, request.body));
    return reply.status(201).send(done);
  });
  // The logo step: taken when chosen, and only with the setup link while it is open (no administrator exists yet).
  app.post('/api/setup/logo', documented(OPERATIONS.logo), async (request) => {
    const form = await readUploadForm(request, ['logo']);
    if (!(await setupOpen(services.db, form.fields.token))) throw notFound('Not found');
    const logo = await saveLogo(services, form.files.get('logo'), {
      actor: { adminId: null, ip: request.ip },
      action: 'setup.logo',
    });
    return { logo, message: LOGO_MESSAGES.uploaded };
  });
};
