// Blog rules shared by the tRPC procedures and the REST routes: sanitising, defaults, video links, likes, and the
// `post.published` event of a post going public.
import {
  type DB,
  enqueueWebhookEvent,
  getPost,
  getPublicPost,
  insertPost,
  relatedPosts,
  takeUnannouncedPublicPosts,
  updatePost,
} from '@coach/db';
import {
  BLOG_MESSAGES,
  type BlogInput,
  type BlogPost,
  type BlogUpdate,
  imagesWithoutAlt,
  invalid,
  videoEmbedFromInput,
} from '@coach/shared';
import type { Services } from '../trpc';
import { sanitizePostHtml } from './post-html';

/** Content is sanitised again on the way out, whatever is in the database; the newsletter choice is the owner's. */
export const publicView = ({ newsletter: _newsletter, ...post }: BlogPost): BlogPost => ({
  ...post,
  content: sanitizePostHtml(post.content),
});

export async function readPublicPost(services: Services, id: number) {
  const post = await getPublicPost(services.db, id);
  const related = await relatedPosts(services.db, post);
  return { blog: publicView(post), related_blogs: related.map(publicView) };
}

function cleaned<T extends Partial<BlogInput>>(input: T): T {
  return {
    ...input,
    ...(input.content !== undefined && { content: sanitizePostHtml(input.content) }),
    ...(input.video_url && { video_url: videoEmbedFromInput(input.video_url) }),
  };
}

/** A post without an author is the owner's, as Settings name her in greetings. */
const defaultAuthor = async (services: Services) => (await services.settings.get()).owner_short_name;

export async function createPost(services: Services, input: BlogInput): Promise<BlogPost> {
  return insertPost(services.db, {
    ...cleaned(input),
    author: input.author ?? (await defaultAuthor(services)),
    // Articles go to subscribers with their excerpt unless the editor says otherwise; vlogs do not go.
    newsletter: input.newsletter !== undefined ? input.newsletter : input.type === 'blog' ? 'excerpt' : null,
    publish_date: input.publish_date ?? new Date().toISOString(),
  });
}

/** A publish toggle alone (the list's switch) must meet the alt-text rule too: the schema sees only the change. */
function checkPublishable(stored: BlogPost, changes: BlogUpdate) {
  if (changes.published === undefined && changes.content === undefined) return;
  const published = changes.published ?? stored.published;
  const type = changes.type ?? stored.type;
  const content = changes.content === undefined ? stored.content : changes.content;
  if (published && type === 'blog' && imagesWithoutAlt(content) > 0) throw invalid(BLOG_MESSAGES.imageAltRequired);
}

export async function editPost(services: Services, id: number, changes: BlogUpdate): Promise<BlogPost> {
  checkPublishable(await getPost(services.db, id), changes);
  const { author, publish_date, ...rest } = cleaned(changes);
  return updatePost(services.db, id, {
    ...rest,
    ...(author !== undefined && { author: author ?? (await defaultAuthor(services)) }),
    ...(publish_date !== undefined && publish_date !== null && { publish_date }),
  });
}

/**
 * Queues `post.published` for every post that has gone public since the last look: published now with a date that
 * has come, or scheduled and its date reached. Marking and queueing share a transaction, so each post's event is
 * queued once, and one missed by a crash is queued at the next look. The payload is the post as `GET /api/blogs/:id`
 * gives it. Returns how many posts went public.
 */
export async function announcePublicPosts(db: DB, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const posts = await takeUnannouncedPublicPosts(trx, now.toISOString());
    for (const post of posts) await enqueueWebhookEvent(trx, 'post.published', publicView(post), now);
    return posts.length;
  });
}
