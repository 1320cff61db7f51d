// The testimonial routes of the REST contract (docs/api-contract.md): the public list of shown testimonials, and the
// administrator's list, edits, visibility and order, over the same repository functions as the tRPC procedures.
import {
  deleteTestimonial,
  insertTestimonial,
  listShownTestimonials,
  listTestimonials,
  reorderTestimonials,
  setTestimonialHidden,
  updateTestimonial,
} from '@coach/db';
import {
  idParamSchema,
  testimonialAnswers,
  testimonialInputSchema,
  testimonialOrderSchema,
  testimonialVisibilitySchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Testimonials';
const missing = { 404: 'No testimonial has this id (`Testimonial not found`).' };

const OPERATIONS = {
  list: {
    summary: 'The shown testimonials, in the order the owner set',
    tag,
    access: 'public',
    answer: { status: 200, schema: testimonialAnswers.list, description: 'The shown testimonials, in order.' },
  },
  adminList: {
    summary: 'Every testimonial, hidden ones too, in order',
    tag,
    access: 'admin',
    answer: { status: 200, schema: testimonialAnswers.list, description: 'Every testimonial, in order.' },
  },
  create: {
    summary: 'Add a testimonial, last in the list',
    tag,
    access: 'admin',
    body: testimonialInputSchema,
    answer: { status: 201, schema: testimonialAnswers.written, description: 'The testimonial as stored.' },
  },
  update: {
    summary: 'Replace what a testimonial says and shows (every field; its place in the list stays)',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: testimonialInputSchema,
    answer: { status: 200, schema: testimonialAnswers.written, description: 'The testimonial as stored.' },
    failures: missing,
  },
  hide: {
    summary: 'Hide a testimonial from visitors, or show it again',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: testimonialVisibilitySchema,
    answer: { status: 200, schema: testimonialAnswers.written, description: 'The testimonial as it now is.' },
    failures: missing,
  },
  reorder: {
    summary: 'Put the testimonials in a new order (every id once; a list that misses one is refused with a 400)',
    tag,
    access: 'admin',
    body: testimonialOrderSchema,
    answer: { status: 200, schema: testimonialAnswers.reordered, description: 'Every testimonial, in the new order.' },
  },
  delete: deleteById(tag, 'Delete a testimonial', missing),
} satisfies Record<string, Operation>;

export const testimonialRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.get(
    '/api/testimonials',
    documented(OPERATIONS.list, { preHandler: publicTokenGuard(services) }),
    sharedAnswer(services, 'testimonial', async () => ({ testimonials: await listShownTestimonials(db) })),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/testimonials', documented(OPERATIONS.adminList), async () => ({
      testimonials: await listTestimonials(db),
    }));

    admin.post('/api/admin/testimonials', documented(OPERATIONS.create), async (request, reply) => {
      const testimonial = await insertTestimonial(db, parse(testimonialInputSchema, request.body));
      return reply.status(201).send({ testimonial, message: 'Testimonial created successfully' });
    });

    admin.put('/api/admin/testimonials/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const testimonial = await updateTestimonial(db, id, parse(testimonialInputSchema, request.body));
      return { testimonial, message: 'Testimonial updated successfully' };
    });

    admin.post('/api/admin/testimonials/:id/hide', documented(OPERATIONS.hide), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { hidden } = parse(testimonialVisibilitySchema, request.body);
      const testimonial = await setTestimonialHidden(db, id, hidden);
      return { testimonial, message: hidden ? 'Testimonial hidden' : 'Testimonial shown' };
    });

    admin.post('/api/admin/testimonials/reorder', documented(OPERATIONS.reorder), async (request) => {
      const testimonials = await reorderTestimonials(db, parse(testimonialOrderSchema, request.body).ids);
      return { testimonials, message: 'Testimonials reordered' };
    });

    admin.delete('/api/admin/testimonials/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteTestimonial(db, id);
      return { message: 'Testimonial deleted successfully' };
    });
  });
};
