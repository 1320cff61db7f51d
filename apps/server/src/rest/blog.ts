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
  blogAnswers,
  blogInputSchema,
  blogUpdateSchema,
  idParamSchema,
  publicBlogQuerySchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Blog';
const missing = { 404: 'No post has this id (`Post not found`).' };
// Drafts and posts whose publish date has not come are hidden from visitors as if they did not exist.
const notPublic = { 404: 'No published post whose date has come has this id (`Post not found`).' };

const OPERATIONS = {
  list: {
    summary: 'A page of the public posts, newest first (searched, of one category or type, featured only)',
    tag,
    access: 'public',
    query: publicBlogQuerySchema,
    answer: { status: 200, schema: blogAnswers.page, description: 'The page of posts, their HTML sanitised.' },
  },
  post: {
    summary: 'A public post, with up to three related ones (same category first, then same type)',
    tag,
    access: 'public',
    params: idParamSchema,
    answer: { status: 200, schema: blogAnswers.post, description: 'The post and related ones.' },
    failures: notPublic,
  },
  like: {
    summary: 'Like a public post',
    tag,
    access: 'public',
    params: idParamSchema,
    answer: { status: 200, schema: blogAnswers.likes, description: 'Counted.' },
    failures: {
      ...notPublic,
      429: 'Over 20 likes of this post from this address within the hour (`Rate limit exceeded. Please try again later.`).',
    },
  },
  adminList: {
    summary: 'A page of all posts, drafts and scheduled ones too, filtered, searched and sorted',
    tag,
    access: 'admin',
    query: adminBlogQuerySchema,
    answer: { status: 200, schema: blogAnswers.page, description: 'The page of posts.' },
  },
  stats: {
    summary: 'How many posts there are, how many published, and their views and likes in all',
    tag,
    access: 'admin',
    answer: { status: 200, schema: blogAnswers.stats, description: 'The figures.' },
  },
  adminPost: {
    summary: 'A post as stored, whether published or not',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: blogAnswers.stored, description: 'The post.' },
    failures: missing,
  },
  create: {
    summary: "Add a post (its HTML sanitised; without an author, the owner's short name from Settings)",
    tag,
    access: 'admin',
    body: blogInputSchema,
    answer: { status: 201, schema: blogAnswers.written, description: 'The post as stored.' },
  },
  update: {
    summary: 'Change a post (the fields sent): publishing an article needs alt text on each of its images',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: blogUpdateSchema,
    answer: { status: 200, schema: blogAnswers.written, description: 'The post as stored.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete a post', missing),
  samples: {
    summary: 'Add the sample posts (demo content, with their cover pictures)',
    tag,
    access: 'admin',
    answer: { status: 201, schema: blogAnswers.samples, description: 'The sample posts as stored.' },
  },
} satisfies Record<string, Operation>;

export const blogRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.register(async (visitor) => {
    visitor.addHook('preHandler', publicTokenGuard(services));

    visitor.get(
      '/api/blogs',
      documented(OPERATIONS.list),
      sharedAnswer(services, 'blog', async (request) => {
        const { blogs, pagination } = await listPublicPosts(db, parse(publicBlogQuerySchema, request.query));
        return { blogs: blogs.map(publicView), pagination };
      }),
    );

    visitor.get(
      '/api/blogs/:id',
      documented(OPERATIONS.post),
      sharedAnswer(services, 'blog', (request) => readPublicPost(services, parse(idParamSchema, request.params).id)),
    );

    visitor.post('/api/blogs/:id/like', documented(OPERATIONS.like), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await services.limits.likes.consume(`${request.ip}:${id}`);
      return { likes: await likePost(db, id) };
    });
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/blogs', documented(OPERATIONS.adminList), (request) =>
      listAdminPosts(db, parse(adminBlogQuerySchema, request.query)),
    );
    admin.get('/api/admin/blogs/stats', documented(OPERATIONS.stats), async () => ({ stats: await blogStats(db) }));
    admin.get('/api/admin/blogs/:id', documented(OPERATIONS.adminPost), async (request) => ({
      blog: await getPost(db, parse(idParamSchema, request.params).id),
    }));

    admin.post('/api/admin/blogs', documented(OPERATIONS.create), async (request, reply) => {
      const blog = await createPost(services, parse(blogInputSchema, request.body));
      return reply.status(201).send({ blog, message: 'Blog created successfully' });
    });

    admin.put('/api/admin/blogs/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      return {
        blog: await editPost(services, id, parse(blogUpdateSchema, request.body)),
        message: 'Blog updated successfully',
      };
    });

    admin.delete('/api/admin/blogs/:id', documented(OPERATIONS.delete), async (request) => {
      await deletePost(db, parse(idParamSchema, request.params).id);
      return { message: 'Blog deleted successfully' };
    });

    admin.post('/api/admin/blogs/init-sample', documented(OPERATIONS.samples), async (_request, reply) => {
      const blogs = await insertSamplePosts(db, services.uploadsDir);
      return reply.status(201).send({ blogs, message: `Successfully created ${blogs.length} sample posts!` });
    });
  });
};
