// The video id of a vlog, read by the post page and by its share tags (which stay out of the page's chunk).
import type { BlogPost } from '@coach/shared';

/** The video id of a vlog's stored embed address. */
export const videoIdOf = (post: BlogPost) =>
  post.video_url ? /embed\/([A-Za-z0-9_-]{11})/.exec(post.video_url)?.[1] : undefined;
