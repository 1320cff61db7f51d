// Pages over a database that already holds hostile text (as one written before the text schemas did): every inline
// script the browser parses is the one the policy allows, and the text shows as text.
import { jsonForScript } from '@coach/shared';
import { HOSTILE_TEXT } from '@coach/shared/hostile-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { executableInline, parseLikeABrowser, sha256Source } from './parsed-html';

const corpus = Object.values(HOSTILE_TEXT);
/** The corpus in one string a field can hold, the long word left out where a field's length would refuse it. */
const joined = (max = Number.POSITIVE_INFINITY) => corpus.filter((text) => text.length < max).join(' | ');

let t: Awaited<ReturnType<typeof createTestServer>>;
const paths: string[] = [
  '/',
  '/recipes',
  '/transformations',
  '/transformations?tab=reviews',
  '/blog',
  '/about',
  '/contact',
  '/services',
];

beforeAll(async () => {
  t = await createTestServer({ web: true });
  const recipe = await t.db
    .insertInto('recipes')
    .values({
      title: joined(300),
      description: joined(),
      ingredients: JSON.stringify(corpus),
      instructions: joined(),
      meal_type: 'breakfast',
      is_featured: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('transformations')
    .values({
      client_name: joined(300),
      goal_type: 'weight_loss',
      before_weight: 90,
      after_weight: 80,
      duration_months: 3,
      story: joined(),
      testimonial: joined(),
      is_featured: 1,
    })
    .execute();
  await t.db
    .insertInto('testimonials')
    .values({ kind: 'whatsapp', name: joined(300), text: joined(), rating: 5, date_line: joined(300), position: 1 })
    .execute();
  const post = await t.db
    .insertInto('blog_posts')
    .values({
      title: joined(300),
      slug: 'hostile-text',
      excerpt: joined(),
      content: corpus.map((text) => `<p>${jsonForScript(text).slice(1, -1)}</p>`).join(''),
      category: joined(300),
      author: joined(300),
      featured: 1,
      published: 1,
      meta_description: joined(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  paths.push(`/recipes/${recipe.id}`, `/blog/${post.id}`);
});
afterAll(() => t.stop());

describe('pages holding hostile stored text', () => {
  it('every executable inline script, parsed as a browser parses it, has its hash in the policy', async () => {
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      const allowed = /(?:^|;)script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
      const { scripts } = parseLikeABrowser(res.body);
      const inline = executableInline(scripts);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline)
        expect(allowed, `${path}: ${script.text.slice(0, 80)}`).toContain(sha256Source(script.text));
      // No stored text became a script of its own.
      expect(scripts.map((s) => s.text)).not.toContain('alert(1)');
    }
  });

  it('shows the stored text as text, and the public configuration and structured data still parse', async () => {
    for (const path of paths.filter((p) => /^\/(recipes|blog)\/\d|tab=reviews/.test(p))) {
      const res = await t.app.inject({ method: 'GET', url: path });
      const { scripts, text } = parseLikeABrowser(res.body);
      expect(text, path).toContain(HOSTILE_TEXT.scriptEnd);
      expect(text, path).toContain(HOSTILE_TEXT.emoji);
      for (const data of scripts.filter((s) => /json$/.test(s.attributes.type ?? ''))) {
        expect(() => JSON.parse(data.text), `${path} ${data.attributes.type}`).not.toThrow();
      }
    }
  });
});
