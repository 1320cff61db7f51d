// Token exchange for the public site and administrator sign-in.
import { loginAdmin, type Services } from '@coach/api';
import { adminLoginSchema, publicTokenAnswerSchema, securityAnswers } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented, type Failures, type Operation } from './contract';
import { parse } from './support';

/**
 * The sign-in is open, so the contract adds no 401 for it (a 401 comes with an access), yet refusing credentials is
 * its own answer. `Failures` has no 401 key: it is spelled out here until the contract takes one.
 */
const refusedSignIn = {
  401:
    'A wrong username, password or code; `mfa_required: true` beside `error` when two-factor sign-in is on and ' +
    'the code is missing or wrong (send `code` as well).',
} satisfies Failures;

const LOGIN = {
  summary: 'Sign in as an administrator: a session token and the profile',
  tag: 'Access',
  access: 'open',
  body: adminLoginSchema,
  answer: {
    status: 200,
    schema: securityAnswers.signedIn,
    description: 'Signed in: send the token as `Authorization: Bearer` on the admin routes.',
  },
  failures: {
    ...refusedSignIn,
    429: '5 failed sign-ins in 15 minutes from this address or for this username; tried again after the window.',
  },
} satisfies Operation;

export const authRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const exchange = documented({
    summary: 'A visitor token for the public routes, for the public key of the site',
    tag: 'Access',
    access: 'api-key',
    answer: { status: 200, schema: publicTokenAnswerSchema, description: 'The token, valid for 300 s.' },
  });
  app.post('/api/auth/token', exchange, async (request) => {
    const header = request.headers['x-api-key'];
    const encrypted_token = await services.tokens.exchangeApiKey(Array.isArray(header) ? header[0] : header);
    return { encrypted_token };
  });

  app.post('/api/admin/login', documented(LOGIN), async (request) => {
    const input = parse(adminLoginSchema, request.body);
    return loginAdmin(services, request.ip, input);
  });
};
