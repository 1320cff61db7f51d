// A post's newsletter e-mail: hostile titles, excerpts, articles and names stay text; only the site's own pictures
// appear (remote ones would report who opened it); each recipient's values go where the markers are, and a title cannot
// forge a marker.
import type { BlogPost, BusinessSettings } from '@coach/shared';
import { XSS_PAYLOADS } from '@coach/shared/xss-corpus';
import { describe, expect, it } from 'vitest';
import { renderIssue } from './issue-email';
import { personalise } from './issue-text';

const business = {
  business_name: 'Nutri <b>Well</b>',
  brand_color: '#0f766e',
  street_address: '12 Lake Road',
  city: 'Pune',
  country: 'India',
} as BusinessSettings;

const post = (fields: Partial<BlogPost> = {}) =>
  ({
    id: 7,
    slug: 'iron-for-vegetarians',
    title: 'Iron for vegetarians',
    excerpt: 'Where the iron is.',
    content: '<p>Lentils.</p>',
    image: null,
    ...fields,
  }) as BlogPost;

const reader = { origin: 'https://coach.example', token: '42.abcdefghijklmnopqrstuv', name: 'Asha' };

describe('a newsletter e-mail', () => {
  it('links to the post with the newsletter as its source and carries the footer', () => {
    const { html, text } = personalise(renderIssue(post(), business, 'excerpt'), reader);
    expect(html).toContain(
      'href="https://coach.example/blog/7?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=iron-for-vegetarians"',
    );
    expect(html).toContain('href="https://coach.example/newsletter/manage?token=42.abcdefghijklmnopqrstuv"');
    expect(html).toContain('color:#0f766e');
    expect(text).toContain('Hi Asha,');
    expect(text).toContain('Where the iron is.');
    expect(text).toContain('12 Lake Road, Pune, India');
    expect(text).not.toContain('Lentils.');
    // Plain text: the business's name as typed, none of the e-mail's own markup.
    expect(text).toContain('Nutri <b>Well</b>');
    expect(text).not.toMatch(/<(p|table|td|a|div|span)[ >]/);
  });

  it('carries the whole article when chosen, with only the site’s own pictures', () => {
    const content =
      '<h2>Part one</h2><p>Lentils.</p><img src="/uploads/blog/dal.webp" alt="Dal"><img src="https://tracker.example/p.gif" alt="x"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><a href="/recipes/3">Recipe</a>';
    const { html, text } = personalise(
      renderIssue(post({ content, image: 'https://elsewhere.example/cover.jpg' }), business, 'full'),
      reader,
    );
    expect(html).toContain('src="https://coach.example/uploads/blog/dal.webp"');
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('elsewhere.example');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://coach.example/recipes/3"');
    expect(text).toContain('Part one');
    expect(text).toContain('Lentils.');
  });

  it('shows the featured image from the site', () => {
    const { html } = personalise(renderIssue(post({ image: '/uploads/blog/cover.webp' }), business, 'excerpt'), reader);
    expect(html).toContain('<img alt="Iron for vegetarians" src="https://coach.example/uploads/blog/cover.webp"');
    expect(html).not.toContain('rel="preload"');
  });

  it.each(XSS_PAYLOADS)('keeps %s inert as a title, an excerpt, an article and a name', (payload) => {
    const issue = renderIssue(post({ title: payload, excerpt: payload, content: payload }), business, 'full');
    const { html } = personalise(issue, { ...reader, name: payload });
    const { html: excerptHtml } = personalise(renderIssue(post({ excerpt: payload }), business, 'excerpt'), {
      ...reader,
      name: payload,
    });
    for (const body of [html, excerptHtml]) {
      // Every real tag of the e-mail: none that runs, no handler, no script address (escaped text is not a tag).
      for (const tag of body.match(/<[a-z][^>]*>/gi) ?? []) {
        expect(tag).not.toMatch(/^<(script|svg|iframe|object|embed|math|form|input)\b/i);
        expect(tag).not.toMatch(/\son[a-z]+\s*=|javascript:|data:/i);
      }
    }
    expect(issue.subject).not.toMatch(/[\r\n]/);
  });

  it('fills only its own markers: a title that copies another issue’s marker stays as typed', () => {
    const first = renderIssue(post(), business, 'excerpt');
    const copied = `name-${first.marker}`;
    const second = renderIssue(post({ title: copied }), business, 'excerpt');
    expect(personalise(second, reader).html).toContain(copied);
    expect(second.marker).not.toBe(first.marker);
  });
});
