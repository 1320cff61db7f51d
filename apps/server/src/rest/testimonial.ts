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
  testimonialInputSchema,
  testimonialOrderSchema,
  testimonialVisibilitySchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

export const testimonialRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.get(
    '/api/testimonials',
    { preHandler: publicTokenGuard(services) },
    sharedAnswer(services, 'testimonial', async () => ({ testimonials: await listShownTestimonials(db) })),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/testimonials', async () => ({ testimonials: await listTestimonials(db) }));

    admin.post('/api/admin/testimonials', async (request, reply) => {
      const testimonial = await insertTestimonial(db, parse(testimonialInputSchema, request.body));
      return reply.status(201).send({ testimonial, message: 'Testimonial created successfully' });
    });

    admin.put('/api/admin/testimonials/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const testimonial = await updateTestimonial(db, id, parse(testimonialInputSchema, request.body));
      return { testimonial, message: 'Testimonial updated successfully' };
    });

    admin.post('/api/admin/testimonials/:id/hide', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { hidden } = parse(testimonialVisibilitySchema, request.body);
      const testimonial = await setTestimonialHidden(db, id, hidden);
      return { testimonial, message: hidden ? 'Testimonial hidden' : 'Testimonial shown' };
    });

    admin.post('/api/admin/testimonials/reorder', async (request) => {
      const testimonials = await reorderTestimonials(db, parse(testimonialOrderSchema, request.body).ids);
      return { testimonials, message: 'Testimonials reordered' };
    });

    admin.delete('/api/admin/testimonials/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteTestimonial(db, id);
      return { message: 'Testimonial deleted successfully' };
    });
  });
};
