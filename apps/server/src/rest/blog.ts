// The blog routes of the REST contract (docs/api-contract.md): public list, post and likes; the owner's list, stats,
// edits and sample data.
import { createPost, editPost, publicView, readPublicPost } from '@coach/api';
import {
  blogStats,
  deletePost,
  getPost,
  insertSamplePosts,
  likePost,
  listAdminPosts,
  listPublicPosts,
} from '@coach/db';
import {
  adminBlogQuerySchema,
  blogInputSchema,
  blogUpdateSchema,
  idParamSchema,
  publicBlogQuerySchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

export const blogRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.register(async (visitor) => {
    visitor.addHook('preHandler', publicTokenGuard(services));

    visitor.get(
      '/api/blogs',
      sharedAnswer(services, 'blog', async (request) => {
        const { blogs, pagination } = await listPublicPosts(db, parse(publicBlogQuerySchema, request.query));
        return { blogs: blogs.map(publicView), pagination };
      }),
    );

    visitor.get(
      '/api/blogs/:id',
      sharedAnswer(services, 'blog', (request) => readPublicPost(services, parse(idParamSchema, request.params).id)),
    );

    visitor.post('/api/blogs/:id/like', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await services.limits.likes.consume(`${request.ip}:${id}`);
      return { likes: await likePost(db, id) };
    });
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/blogs', (request) => listAdminPosts(db, parse(adminBlogQuerySchema, request.query)));
    admin.get('/api/admin/blogs/stats', async () => ({ stats: await blogStats(db) }));
    admin.get('/api/admin/blogs/:id', async (request) => ({
      blog: await getPost(db, parse(idParamSchema, request.params).id),
    }));

    admin.post('/api/admin/blogs', async (request, reply) => {
      const blog = await createPost(services, parse(blogInputSchema, request.body));
      return reply.status(201).send({ blog, message: 'Blog created successfully' });
    });

    admin.put('/api/admin/blogs/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      return {
        blog: await editPost(services, id, parse(blogUpdateSchema, request.body)),
        message: 'Blog updated successfully',
      };
    });

    admin.delete('/api/admin/blogs/:id', async (request) => {
      await deletePost(db, parse(idParamSchema, request.params).id);
      return { message: 'Blog deleted successfully' };
    });

    admin.post('/api/admin/blogs/init-sample', async (_request, reply) => {
      const blogs = await insertSamplePosts(db, services.uploadsDir);
      return reply.status(201).send({ blogs, message: `Successfully created ${blogs.length} sample posts!` });
    });
  });
};
