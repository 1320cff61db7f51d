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
  BANNER_EVENTS_PER_HOUR,
  BANNER_MESSAGES,
  type BannerEvent,
  bannerAnswers,
  bannerInputSchema,
  bannerPageQuerySchema,
  bannerUpdateSchema,
  idParamSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Banners';
const missing = { 404: `No banner has this id (\`${BANNER_MESSAGES.notFound}\`).` };

/** A view or a click: counted for an active banner only, and only so often per address. */
const eventOperation = (event: BannerEvent): Operation => ({
  summary: `Count a ${event} of the banner`,
  tag,
  access: 'public',
  params: idParamSchema,
  answer: { status: 200, schema: bannerAnswers.counted, description: 'Counted.' },
  failures: {
    404: `No active banner has this id: missing or switched off (\`${BANNER_MESSAGES.notFound}\`).`,
    429: `Over ${BANNER_EVENTS_PER_HOUR} ${event}s of this banner from this address within the hour (\`Rate limit exceeded. Please try again later.\`).`,
  },
});

const OPERATIONS = {
  active: {
    summary: 'The banner a visitor on this page sees now (active, in its dates, targeting the page), or null',
    tag,
    access: 'public',
    query: bannerPageQuerySchema,
    answer: { status: 200, schema: bannerAnswers.active, description: 'The newest matching banner, or null.' },
  },
  view: eventOperation('view'),
  click: eventOperation('click'),
  adminList: {
    summary: 'Every banner, newest first, with its counters',
    tag,
    access: 'admin',
    answer: { status: 200, schema: bannerAnswers.list, description: 'The banners.' },
  },
  stats: {
    summary: 'How many banners there are, how many are active, their views and their conversion rate',
    tag,
    access: 'admin',
    answer: { status: 200, schema: bannerAnswers.stats, description: 'The totals.' },
  },
  create: {
    summary: 'Add a banner',
    tag,
    access: 'admin',
    body: bannerInputSchema,
    answer: { status: 201, schema: bannerAnswers.written, description: 'The banner as stored.' },
  },
  update: {
    summary: 'Change a banner (the fields sent; the resulting dates must still form a window)',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: bannerUpdateSchema,
    answer: { status: 200, schema: bannerAnswers.written, description: 'The banner as stored.' },
    failures: missing,
  },
  toggle: {
    summary: 'Switch a banner on or off (no body)',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: bannerAnswers.written, description: 'The banner as it now is.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete a banner', missing),
} satisfies Record<string, Operation>;

export const bannerRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  // Per address, banner and kind of event; the same limiter as the tRPC door.
  const eventLimit = services.limits.bannerEvents;

  app.register(async (open) => {
    open.addHook('preHandler', publicTokenGuard(services));

    open.get('/api/banners/active', documented(OPERATIONS.active), async (request) => {
      const { path } = parse(bannerPageQuerySchema, request.query);
      return { banner: await findBannerForPage(db, path) };
    });

    const countEvent = (event: BannerEvent) => async (request: FastifyRequest) => {
      const { id } = parse(idParamSchema, request.params);
      await eventLimit.consume(`${request.ip}:${id}:${event}`);
      await recordBannerEvent(db, id, event);
      return { success: true };
    };
    open.post('/api/banners/:id/view', documented(OPERATIONS.view), countEvent('view'));
    open.post('/api/banners/:id/click', documented(OPERATIONS.click), countEvent('click'));
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/banners', documented(OPERATIONS.adminList), async () => ({
      banners: await listBanners(db),
    }));

    admin.get('/api/admin/banners/stats', documented(OPERATIONS.stats), async () => ({
      stats: await getBannerStats(db),
    }));

    admin.post('/api/admin/banners', documented(OPERATIONS.create), async (request, reply) => {
      const banner = await insertBanner(db, parse(bannerInputSchema, request.body));
      return reply.status(201).send({ banner, message: BANNER_MESSAGES.created });
    });

    admin.put('/api/admin/banners/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const banner = await updateBanner(db, id, parse(bannerUpdateSchema, request.body));
      return { banner, message: BANNER_MESSAGES.updated };
    });

    admin.post('/api/admin/banners/:id/toggle', documented(OPERATIONS.toggle), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const banner = await toggleBanner(db, id);
      return { banner, message: banner.is_active ? BANNER_MESSAGES.activated : BANNER_MESSAGES.deactivated };
    });

    admin.delete('/api/admin/banners/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteBanner(db, id);
      return { message: BANNER_MESSAGES.deleted };
    });
  });
};
