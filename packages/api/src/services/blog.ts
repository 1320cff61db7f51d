// Blog rules shared by the tRPC procedures and the REST routes: sanitising, defaults, video links, likes.
import { getPost, getPublicPost, insertPost, relatedPosts, updatePost } from '@coach/db';
import { type BlogInput, type BlogPost, type BlogUpdate, SITE, videoEmbedFromInput } from '@coach/shared';
import type { Services } from '../trpc';
import { sanitizePostHtml } from './post-html';

/** Content is sanitised again on the way out, whatever is in the database. */
export const publicView = (post: BlogPost): BlogPost => ({ ...post, content: sanitizePostHtml(post.content) });

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

export function createPost(services: Services, input: BlogInput): Promise<BlogPost> {
  return insertPost(services.db, {
    ...cleaned(input),
    author: input.author ?? SITE.ownerFirstName,
    publish_date: input.publish_date ?? new Date().toISOString(),
  });
}

export async function editPost(services: Services, id: number, changes: BlogUpdate): Promise<BlogPost> {
  await getPost(services.db, id);
  const { author, publish_date, ...rest } = cleaned(changes);
  return updatePost(services.db, id, {
    ...rest,
    ...(author !== undefined && { author: author ?? SITE.ownerFirstName }),
    ...(publish_date !== undefined && publish_date !== null && { publish_date }),
  });
}
