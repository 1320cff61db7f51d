import { describe, expect, it } from 'vitest';
import { blogInputSchema, blogPatchSchema, normalizeTags, readTimeMinutes } from './blog';
import { formatCompact, formatThousands } from './vocabulary';

const article = { title: 'T', excerpt: 'E', category: 'Nutrition', content: '<p>x</p>', read_time: '5 min read' };

describe('blog editor rules', () => {
  it('applies the defaults: type blog, published, not featured', () => {
    expect(blogInputSchema.parse(article)).toMatchObject({ type: 'blog', published: true, featured: false, tags: [] });
  });
  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ excerpt: '' }, 'excerpt', 'Excerpt is required'],
    [{ category: 'Gardening' }, 'category', 'Category is required'],
    [{ content: '' }, 'content', 'Content is required for blog posts'],
    [{ read_time: '0 min' }, 'read_time', 'Read time is required for blog posts'],
    [{ read_time: '' }, 'read_time', 'Read time is required for blog posts'],
  ])('article %j: %s "%s"', (change, field, message) => {
    const issues = blogInputSchema.safeParse({ ...article, ...change }).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
  it('requires the video fields for vlogs', () => {
    const issues = blogInputSchema.safeParse({ title: 'V', excerpt: 'E', category: 'Recipes', type: 'vlog' }).error
      ?.issues;
    expect(issues?.map((i) => i.message)).toEqual([
      'Video URL is required for vlogs',
      'Duration is required for vlogs',
      'Video description is required for vlogs',
    ]);
  });
  it('publishes an article only when every image has alt text; a draft may wait', () => {
    const bare = { ...article, content: '<p>x</p><img src="/uploads/blog/a.webp" alt="">' };
    const message = 'Every image needs a description (alt text)';
    expect(blogInputSchema.safeParse(bare).error?.issues).toEqual([
      expect.objectContaining({ path: ['content'], message }),
    ]);
    expect(blogInputSchema.safeParse({ ...bare, published: false }).success).toBe(true);
    expect(blogInputSchema.safeParse({ ...bare, content: bare.content.replace('alt=""', 'alt="Oats"') }).success).toBe(
      true,
    );
    expect(blogPatchSchema.safeParse({ content: bare.content, published: true }).error?.issues[0]?.message).toBe(
      message,
    );
    expect(blogPatchSchema.safeParse({ content: bare.content }).success).toBe(true);
  });
  it('trims and de-duplicates tags', () => {
    expect(normalizeTags([' PCOS', 'pcos', '', 'Hormones ', 'hormones'])).toEqual(['PCOS', 'Hormones']);
  });
  it('reads a read time and formats counts', () => {
    expect(readTimeMinutes('7 min read')).toBe(7);
    expect(readTimeMinutes(null)).toBe(0);
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1.0k');
    expect(formatThousands(1234)).toBe('1.2k');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(2_300_000)).toBe('2.3M');
    expect(formatCompact(42)).toBe('42');
  });
});
