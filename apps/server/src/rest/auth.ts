// Token exchange for the public site and administrator sign-in.
import { loginAdmin, type Services } from '@coach/api';
import { adminLoginSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from './support';

export const authRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.post('/api/auth/token', async (request) => {
    const header = request.headers['x-api-key'];
    const encrypted_token = await services.tokens.exchangeApiKey(Array.isArray(header) ? header[0] : header);
    return { encrypted_token };
  });

  app.post('/api/admin/login', async (request) => {
    const input = parse(adminLoginSchema, request.body);
    return loginAdmin(services, request.ip, input);
  });
};
