// Campaign banner routes: admin CRUD, the public banner for a page, and the view/click counters.
import type { Services } from '@coach/api';
import {
  deleteBanner,
  findBannerForPage,
  getBannerStats,
  insertBanner,
  listBanners,
  recordBannerEvent,
  toggleBanner,
  updateBanner,
} from '@coach/db';
import {
  BANNER_MESSAGES,
  type BannerEvent,
  bannerInputSchema,
  bannerPageQuerySchema,
  bannerUpdateSchema,
  idParamSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminGuard, parse, publicTokenGuard } from './support';

export const bannerRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  // Per address, banner and kind of event; the same limiter as the tRPC door.
  const eventLimit = services.limits.bannerEvents;

  app.register(async (open) => {
    open.addHook('preHandler', publicTokenGuard(services));

    open.get('/api/banners/active', async (request) => {
      const { path } = parse(bannerPageQuerySchema, request.query);
      return { banner: await findBannerForPage(db, path) };
    });

    const countEvent = (event: BannerEvent) => async (request: FastifyRequest) => {
      const { id } = parse(idParamSchema, request.params);
      await eventLimit.consume(`${request.ip}:${id}:${event}`);
      await recordBannerEvent(db, id, event);
      return { success: true };
    };
    open.post('/api/banners/:id/view', countEvent('view'));
    open.post('/api/banners/:id/click', countEvent('click'));
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/banners', async () => ({ banners: await listBanners(db) }));

    admin.get('/api/admin/banners/stats', async () => ({ stats: await getBannerStats(db) }));

    admin.post('/api/admin/banners', async (request, reply) => {
      const banner = await insertBanner(db, parse(bannerInputSchema, request.body));
      return reply.status(201).send({ banner, message: BANNER_MESSAGES.created });
    });

    admin.put('/api/admin/banners/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const banner = await updateBanner(db, id, parse(bannerUpdateSchema, request.body));
      return { banner, message: BANNER_MESSAGES.updated };
    });

    admin.post('/api/admin/banners/:id/toggle', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const banner = await toggleBanner(db, id);
      return { banner, message: banner.is_active ? BANNER_MESSAGES.activated : BANNER_MESSAGES.deactivated };
    });

    admin.delete('/api/admin/banners/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteBanner(db, id);
      return { message: BANNER_MESSAGES.deleted };
    });
  });
};
