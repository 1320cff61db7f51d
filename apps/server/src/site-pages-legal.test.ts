// The Disease management page and the legal pages in Pages, through the real server: a fresh install shows today's
// words, a published edit shows at once, a draft only behind a valid preview link, a hidden section goes; the legal
// pages' rich text is sanitised when saved and when read, plain fields stay text, and the names from Settings filled
// into the HTML are escaped.
import {
  DISEASE_MANAGEMENT_PAGE_DEFAULTS,
  type DiseaseManagementPage,
  LEGAL_PAGE_DEFAULTS,
  type LegalPage,
  SITE_PAGE_MESSAGES,
} from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCaller } from './site-pages-test-support';
import { createTestServer } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let call: ReturnType<typeof pageCaller>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin } = await t.headers());
  call = pageCaller(t, admin);
});
afterAll(() => t.stop());

const show = (url: string) => t.app.inject({ method: 'GET', url });
/** The page as a visitor reads it: the HTML without its scripts (the data for the browser repeats the content). */
/** The page without its own scripts and its own fixed style (the cross-fade's opt-in), so what is left is the content's. */
const PAGES_OWN_STYLE =
  '<style>@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}</style>';
const shown = async (url: string) =>
  (await show(url)).body.replace(/<script[\s\S]*?<\/script>/g, '').replace(PAGES_OWN_STYLE, '');

async function editor<T>(page: string) {
  const view = await call('page.editor', { page });
  expect(view.status, view.error).toBe(200);
  return view.data as { content: T; version: number; has_draft: boolean; published_at: string | null };
}

async function saveDraft(page: string, content: object) {
  const { version } = await editor(page);
  const saved = await call('page.saveDraft', { page, version, content });
  expect(saved.status, saved.error).toBe(200);
  return saved.data.version as number;
}

async function publish(page: string, content: object) {
  const version = await saveDraft(page, content);
  const published = await call('page.publish', { page, version });
  expect(published.status, published.error).toBe(200);
}

async function previewUrl(page: string, path: string) {
  const link = await call('page.previewLink', { page });
  expect(link.status).toBe(200);
  return `${path}?preview=${link.data.token}`;
}

const today = new Date().toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('Pages: Disease management', () => {
  type Content = DiseaseManagementPage;
  const withSections = (content: Content, sections: Partial<Content['sections']>): Content => ({
    ...content,
    sections: { ...content.sections, ...sections },
  });

  it('starts from today’s words, filled with the names in Settings', async () => {
    expect((await editor('disease-management')).content).toEqual(DISEASE_MANAGEMENT_PAGE_DEFAULTS);
    const html = await shown('/disease-management');
    for (const words of [
      'Disease Management',
      'Conditions We Manage',
      'Diabetes (Type 1 and 2)',
      'Low-glycaemic meals that improve insulin sensitivity',
      'Our Approach',
      'Why Choose Us',
      'Take the first step towards better health',
      'Dr. Aditi Sharma, certified dietitian, builds plans',
    ]) {
      expect(html, words).toContain(words);
    }
    expect(html).toContain('id="pcos"');
    expect(html).not.toMatch(/\{(business_name|owner_name|owner_short_name)\}/);
  });

  it('shows a draft only behind a valid preview link, publishes it, hides a hidden section, keeps text as text', async () => {
    const { content } = await editor<Content>('disease-management');
    const hostile = '<script>alert(1)</script>';
    const draft = withSections(content, {
      hero: { ...content.sections.hero, heading: `Food as care ${hostile}` },
      conditions: {
        ...content.sections.conditions,
        items: content.sections.conditions.items.map((item, index) =>
          index === 0 ? { ...item, symptoms: ['<img src=x onerror=alert(2)>'] } : item,
        ),
      },
      why: { ...content.sections.why, hidden: true },
    });
    const version = await saveDraft('disease-management', draft);
    expect(await shown('/disease-management')).not.toContain('Food as care');

    const preview = await shown(await previewUrl('disease-management', '/disease-management'));
    expect(preview).toContain('Preview of unpublished changes');
    expect(preview).toContain('Food as care &lt;script&gt;alert(1)&lt;/script&gt;');
    const refused = await show('/disease-management?preview=nonsense');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(SITE_PAGE_MESSAGES.previewInvalid);
    expect(refused.body).not.toContain('Food as care');

    expect((await call('page.publish', { page: 'disease-management', version })).status).toBe(200);
    const html = await shown('/disease-management');
    expect(html).toContain('Food as care &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert(');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('id="why-choose-us-heading"');
    expect(html).toContain('id="approach-heading"');

    await publish('disease-management', DISEASE_MANAGEMENT_PAGE_DEFAULTS);
    expect(await shown('/disease-management')).toContain('id="why-choose-us-heading"');
  });
});

describe('Pages: the legal pages', () => {
  type Content = LegalPage;
  const defaults = LEGAL_PAGE_DEFAULTS['privacy-policy'];
  const withPart = (content: Content, index: number, part: Partial<Content['sections']['parts']['items'][number]>) => ({
    ...content,
    sections: {
      ...content.sections,
      parts: {
        ...content.sections.parts,
        items: content.sections.parts.items.map((item, at) => (at === index ? { ...item, ...part } : item)),
      },
    },
  });

  it('start from today’s words, dated, with the contact details from Settings as links', async () => {
    expect((await editor('privacy-policy')).content).toEqual(defaults);
    const html = await shown('/privacy-policy');
    for (const words of [
      'Privacy Policy',
      'Last updated: <time dateTime="2026-11-21">21 November 2026</time>',
      'Please review:',
      '1. Information we collect',
      '<strong>Consultation booking form:</strong>',
      '10. Contact us',
      'NutriWell is an online nutrition coaching practice run by Dr. Aditi Sharma',
    ]) {
      expect(html, words).toContain(words);
    }
    expect(html).toMatch(/Write to <a href="mailto:[^"]+@[^"]+">[^<]+<\/a> or call <a href="tel:\+?\d+">/);
    // No lead-retention period is set: its paragraph is left out, and no token shows.
    expect(html).not.toContain('deleted automatically');
    expect(html).not.toMatch(/\{(business_name|owner_name|email|phone|consultation_hours|lead_retention)\}/);
    expect(await shown('/terms-of-service')).toContain('See our <a href="/disclaimer">Disclaimer</a> for more.');
    expect(await shown('/disclaimer')).toContain('2. Talk to your doctor first');
  });

  it('sanitises rich text when the draft is saved, and shows it inert in the preview and on the site', async () => {
    const { content } = await editor<Content>('privacy-policy');
    const hostile =
      '<p>Kept <b>bold</b> words</p><script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<p><a href="javascript:alert(3)">bad link</a> <a href="https://example.org/x" onclick="alert(4)">ok</a></p>' +
      '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>' +
      '<p style="color:red" onmouseover="alert(5)">styled</p>';
    await saveDraft('privacy-policy', withPart(content, 0, { heading: '<script>alert(6)</script>', html: hostile }));

    const stored = (await editor<Content>('privacy-policy')).content.sections.parts.items[0]!;
    expect(stored.heading).toBe('<script>alert(6)</script>');
    expect(stored.html).toBe(
      '<p>Kept <strong>bold</strong> words</p>' +
        '<p><a>bad link</a> <a href="https://example.org/x" rel="noopener nofollow" target="_blank">ok</a></p>' +
        '<p>styled</p>',
    );

    const preview = await shown(await previewUrl('privacy-policy', '/privacy-policy'));
    const published = await (async () => {
      const { version } = await editor('privacy-policy');
      expect((await call('page.publish', { page: 'privacy-policy', version })).status).toBe(200);
      return shown('/privacy-policy');
    })();
    for (const html of [preview, published]) {
      expect(html).toContain('<p>Kept <strong>bold</strong> words</p>');
      expect(html).toContain('&lt;script&gt;alert(6)&lt;/script&gt;');
      for (const bad of [
        /<script/i,
        /onerror=/i,
        /onclick=/i,
        /onmouseover=/i,
        /javascript:/i,
        /<iframe/i,
        /<style/i,
      ]) {
        expect(html).not.toMatch(bad);
      }
    }
    // Published today: the date under the heading follows.
    expect(published).toContain(
      `Last updated: <time dateTime="${new Date().toISOString().slice(0, 10)}">${today}</time>`,
    );
    await publish('privacy-policy', defaults);
  });

  it('refuses rich text left with no words once sanitised, naming the field', async () => {
    const { content, version } = await editor<Content>('privacy-policy');
    const res = await call('page.saveDraft', {
      page: 'privacy-policy',
      version,
      content: withPart(content, 1, { html: '<script>alert(1)</script><iframe src="https://evil.example/"></iframe>' }),
    });
    expect(res.status).toBe(400);
    expect(res.error).toBe('sections.parts.items.1.html: Text is required');
  });

  it('hides the review note when hidden, and publishes an edit at once', async () => {
    const { content } = await editor<Content>('disclaimer');
    const edited = withPart(content, 0, { html: '<p>Edited in the portal: <em>read this</em>.</p>' });
    await publish('disclaimer', {
      ...edited,
      sections: { ...edited.sections, review: { ...edited.sections.review, hidden: true } },
    });
    const html = await shown('/disclaimer');
    expect(html).toContain('<p>Edited in the portal: <em>read this</em>.</p>');
    expect(html).not.toContain('Note for the site owner');
    expect(html).not.toContain('general nutrition education. They are not medical advice');
    await publish('disclaimer', LEGAL_PAGE_DEFAULTS.disclaimer);
    expect(await shown('/disclaimer')).toContain('Note for the site owner');
  });

  it('escapes the names from Settings it fills into the HTML', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    const settings = current.json().settings ?? current.json();
    const renamed = { ...settings, business_name: 'Green <b>Bowl</b> & "Co"', lead_retention_months: 6 };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: renamed });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const html = await shown('/privacy-policy');
      expect(html).toContain('Green &lt;b&gt;Bowl&lt;/b&gt; &amp; &quot;Co&quot; is an online nutrition coaching');
      expect(html).not.toContain('<b>Bowl</b>');
      expect(html).toContain('deleted automatically 6 months after we receive them');
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: settings });
    }
  });
});
