// Blog and vlog posts: the editor's fields and rules, the public list filters, and the stored shape.
import { z } from 'zod';
import { booleanParam, optionalParam, pageQuerySchema, paginationSchema, sortQueryShape } from './pagination';

import { imagesWithoutAlt } from './post-content';
import { imageUrlSchema } from './recipe';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';

import { parseVideoId } from './video-id';
import {
  BLOG_MESSAGES,
  BLOG_TYPES,
  EDITOR_BLOG_CATEGORIES,
  META_DESCRIPTION_MAX,
  NEWSLETTER_CONTENTS,
  POST_SORTS,
  PUBLIC_BLOG_PAGE_SIZE,
} from './vocabulary';

/** Tags as typed: trimmed, empty ones dropped, duplicates (ignoring case) dropped, in their first order. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

/** "5 min read" -> 5; the spec wants a positive read time for articles. */
export const readTimeMinutes = (text: string | null | undefined) =>
  Number(/(\d+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? 0);

/** A vlog's video: any YouTube link or id, stored as the privacy-enhanced embed URL. */
export const videoEmbedFromInput = (text: string) => {
  const id = parseVideoId(text);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
};

/** Every field, without defaults, so a partial update leaves absent fields (and their rules) alone. */
const blogBase = z.object({
  title: requiredText(BLOG_MESSAGES.titleRequired, 200, refuseUntypeable),
  // The excerpt and the HTML are often pasted from elsewhere: what nobody types is stripped rather than refused.
  excerpt: requiredText(BLOG_MESSAGES.excerptRequired, 500, normaliseUntypeable),
  content: optionalText(200_000, normaliseUntypeable),
  category: z.enum(EDITOR_BLOG_CATEGORIES, { error: BLOG_MESSAGES.categoryRequired }),
  type: z.enum(BLOG_TYPES),
  tags: z
    .array(z.string().max(50).check(refuseUntypeable))
    .max(30)
    .transform((tags) => normalizeTags(tags)),
  author: optionalText(100, refuseUntypeable),
  featured: z.boolean(),
  published: z.boolean(),
  image: imageUrlSchema,
  thumbnail: imageUrlSchema,
  publish_date: z.iso
    .datetime({ offset: true, error: 'Must be a date' })
    .or(z.iso.date({ error: 'Must be a date' }))
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : null)),
  read_time: optionalText(50, refuseUntypeable),
  duration: optionalText(20, refuseUntypeable),
  video_url: optionalText(500, refuseUntypeable),
  video_description: optionalText(5000, normaliseUntypeable),
  meta_description: optionalText(META_DESCRIPTION_MAX, refuseUntypeable),
  /**
   * Whether the post goes to the newsletter's subscribers when it goes public, with its excerpt or the whole article;
   * null for not at all. Absent on a new post: articles go with their excerpt, vlogs do not go.
   */
  newsletter: z.enum(NEWSLETTER_CONTENTS).nullable().optional(),
});

const blogFields = blogBase.extend({
  type: blogBase.shape.type.default('blog'),
  tags: blogBase.shape.tags.default([]),
  featured: blogBase.shape.featured.default(false),
  published: blogBase.shape.published.default(true),
  image: imageUrlSchema.default(null),
  thumbnail: imageUrlSchema.default(null),
});

/** The editor's rules that depend on the type: articles need content and a read time, vlogs a video. */
function checkByType(post: Partial<z.output<typeof blogFields>>, ctx: z.RefinementCtx) {
  const require = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (post.type === 'vlog') {
    require(Boolean(post.video_url), 'video_url', BLOG_MESSAGES.videoUrlRequired);
    if (post.video_url && !videoEmbedFromInput(post.video_url)) {
      ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'Invalid Video ID' });
    }
    require(Boolean(post.duration), 'duration', BLOG_MESSAGES.durationRequired);
    require(Boolean(post.video_description), 'video_description', BLOG_MESSAGES.videoDescriptionRequired);
  } else if (post.type === 'blog') {
    require(Boolean(post.content), 'content', BLOG_MESSAGES.contentRequired);
    require(readTimeMinutes(post.read_time) > 0, 'read_time', BLOG_MESSAGES.readTimeRequired);
  }
  // A draft may wait for its descriptions; a published article may not (editPost also checks a publish alone).
  if (post.type !== 'vlog' && post.published && imagesWithoutAlt(post.content) > 0) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: BLOG_MESSAGES.imageAltRequired });
  }
}

/** The spec's clients may send publishDate and readTime; they mean publish_date and read_time. */
function acceptCamelCase(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { publishDate, readTime, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(rest.publish_date === undefined && publishDate !== undefined && { publish_date: publishDate }),
    ...(rest.read_time === undefined && readTime !== undefined && { read_time: readTime }),
  };
}

/** The editor form's schema (snake_case only). */
export const blogFormSchema = blogFields.superRefine(checkByType);
export const blogInputSchema = z.preprocess(acceptCamelCase, blogFormSchema);
export type BlogInput = z.output<typeof blogInputSchema>;

/** A partial update (publish or feature toggles, or the whole form); type rules apply when the type is sent. */
/** A partial update as typed by this app's own clients (tRPC). */
export const blogPatchSchema = blogBase.partial().superRefine(checkByType);
/** The same over REST, where the spec's camelCase names are accepted too. */
export const blogUpdateSchema = z.preprocess(acceptCamelCase, blogPatchSchema);
export type BlogUpdate = z.output<typeof blogPatchSchema>;

export const publicBlogQuerySchema = pageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(PUBLIC_BLOG_PAGE_SIZE),
  search: optionalParam(z.string().trim().max(200)),
  category: optionalParam(z.string().trim().max(50)),
  type: optionalParam(z.enum(BLOG_TYPES)),
  featured: optionalParam(booleanParam),
});
export type PublicBlogQuery = z.infer<typeof publicBlogQuerySchema>;

export const adminBlogQuerySchema = pageQuerySchema.extend({
  ...sortQueryShape(POST_SORTS),
  search: optionalParam(z.string().trim().max(200)),
  category: optionalParam(z.string().trim().max(50)),
  type: optionalParam(z.enum(BLOG_TYPES)),
  published: optionalParam(booleanParam),
});
export type AdminBlogQuery = z.infer<typeof adminBlogQuerySchema>;

/** A post as the site and the REST contract give it. */
export const blogPostSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    /** The post's HTML, sanitised; null when it has none. */
    content: z.string().nullable(),
    category: z.string(),
    type: z.enum(BLOG_TYPES),
    tags: z.array(z.string()),
    author: z.string(),
    featured: z.boolean(),
    published: z.boolean(),
    image: z.string().nullable(),
    thumbnail: z.string().nullable(),
    publish_date: z.string().meta({ description: 'ISO time; a post is public once it has come.' }),
    read_time: z.string().nullable(),
    duration: z.string().nullable(),
    video_url: z.string().nullable().meta({ description: "A vlog's privacy-enhanced YouTube embed link." }),
    video_description: z.string().nullable(),
    meta_description: z.string().nullable(),
    newsletter: z
      .enum(NEWSLETTER_CONTENTS)
      .nullable()
      .optional()
      .meta({ description: 'Admin only: whether it goes to subscribers when published, and with how much.' }),
    views: z.int(),
    likes: z.int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogStatsSchema = z
  .object({ total_blogs: z.int(), published_blogs: z.int(), total_views: z.int(), total_likes: z.int() })
  .meta({ id: 'BlogStats' });
export type BlogStats = z.infer<typeof blogStatsSchema>;

/** The answers of the blog routes. */
export const blogAnswers = {
  page: z.object({ blogs: z.array(blogPostSchema), pagination: paginationSchema }),
  post: z.object({ blog: blogPostSchema, related_blogs: z.array(blogPostSchema) }),
  likes: z.object({ likes: z.int().meta({ description: "The post's likes, this one counted." }) }),
  stats: z.object({ stats: blogStatsSchema }),
  stored: z.object({ blog: blogPostSchema }),
  written: z.object({ blog: blogPostSchema, message: z.string() }),
  samples: z.object({ blogs: z.array(blogPostSchema), message: z.string() }),
};
