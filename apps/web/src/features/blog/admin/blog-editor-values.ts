// The blog editor's values: a new post's defaults, a stored post as form values, and the shared rules on save.
import { type BlogInput, type BlogPost, type BlogType, blogFormSchema, type NewsletterContent } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type BlogEditorValues = {
  title: string;
  excerpt: string;
  type: BlogType;
  content: string;
  read_time: string;
  video_url: string;
  duration: string;
  video_description: string;
  /** YYYY-MM-DD, as the date input holds it. */
  publish_date: string;
  author: string;
  category: string;
  published: boolean;
  featured: boolean;
  tags: string[];
  image: string | null;
  thumbnail: string | null;
  meta_description: string;
  /** Whether it goes to the newsletter's subscribers when it goes public, and with how much of it. */
  newsletter: 'none' | NewsletterContent;
};

/** A new post's newsletter choice by type: articles go with their excerpt, videos do not go. */
export const defaultNewsletter = (type: BlogType): BlogEditorValues['newsletter'] =>
  type === 'blog' ? 'excerpt' : 'none';

export const TYPE_LABELS: Record<BlogType, string> = { blog: 'Blog Article', vlog: 'Video Blog' };

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment in the browser's time zone, as YYYY-MM-DD. */
const localDay = (moment: Date) => `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

/** A YYYY-MM-DD day as local midnight (new Date('YYYY-MM-DD') would be UTC midnight, a day off west of UTC). */
export function dayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The date field as the ISO timestamp the server stores. An unchanged day keeps the stored moment; today means now
 * (local midnight could still be hours ahead in UTC terms, which would schedule a post meant to go out at once);
 * any other day is that day's local midnight. Empty lets the server decide (now, or unchanged on edit).
 */
function publishTimestamp(day: string, stored: string | null, now = new Date()): string | null {
  if (!day) return null;
  if (stored && localDay(new Date(stored)) === day) return stored;
  if (day === localDay(now)) return now.toISOString();
  return dayStart(day)?.toISOString() ?? day;
}

/** A new post's values: today, and the owner (as Settings name her in greetings) as its author. */
export function newPostValues(author: string, now = new Date()): BlogEditorValues {
  return {
    title: '',
    excerpt: '',
    type: 'blog',
    content: '',
    read_time: '',
    video_url: '',
    duration: '',
    video_description: '',
    publish_date: localDay(now),
    author,
    category: 'Nutrition',
    published: true,
    featured: false,
    tags: [],
    image: null,
    thumbnail: null,
    meta_description: '',
    newsletter: defaultNewsletter('blog'),
  };
}

export function postToValues(post: BlogPost): BlogEditorValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    type: post.type,
    content: post.content ?? '',
    read_time: post.read_time ?? '',
    video_url: post.video_url ?? '',
    duration: post.duration ?? '',
    video_description: post.video_description ?? '',
    publish_date: post.publish_date ? localDay(new Date(post.publish_date)) : '',
    author: post.author,
    category: post.category,
    published: post.published,
    featured: post.featured,
    tags: post.tags,
    image: post.image,
    thumbnail: post.thumbnail,
    meta_description: post.meta_description ?? '',
    newsletter: post.newsletter ?? 'none',
  };
}

/**
 * Checks the form with the shared schema (the spec's messages, by field) after turning the day into a timestamp.
 * `publishing` is the button pressed (Save as Draft or Save & Publish), which decides `published` whatever the box says.
 */
export function blogEditorResolver(
  storedDate: string | null,
  publishing: () => boolean,
): Resolver<BlogEditorValues, unknown, BlogInput> {
  const check = zodResolver(blogFormSchema);
  return (values, context, options) =>
    check(
      {
        ...values,
        published: publishing(),
        publish_date: publishTimestamp(values.publish_date, storedDate),
        newsletter: values.newsletter === 'none' ? null : values.newsletter,
      } as never,
      context,
      options as never,
    ) as never;
}
