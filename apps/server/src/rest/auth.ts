// Token exchange for the public site and administrator sign-in.
import { loginAdmin, type Services } from '@coach/api';
import { adminLoginSchema, publicTokenAnswerSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented } from './contract';
import { parse } from './support';

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

  app.post('/api/admin/login', async (request) => {
    const input = parse(adminLoginSchema, request.body);
    return loginAdmin(services, request.ip, input);
  });
};
