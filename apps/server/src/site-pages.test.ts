// The pages the owner edits, through the real server: drafts the public page does not show, previews behind a
// short-lived link (never cached or indexed), publishing that renews the cached page at once, revisions, reset,
// the version check, the audit entries, and hostile text shown as text.
import { ABOUT_PAGE_DEFAULTS, type AboutPage, SITE_PAGE_MESSAGES } from '@coach/shared';
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

const editor = async () =>
  (await call('page.editor', { page: 'about' })).data as { content: AboutPage; version: number; has_draft: boolean };

/** The editor's content with the story's first paragraph changed. */
function withStory(content: AboutPage, paragraph: string): AboutPage {
  const story = content.sections.story;
  return {
    ...content,
    sections: { ...content.sections, story: { ...story, paragraphs: [paragraph, ...story.paragraphs.slice(1)] } },
  };
}

const page = (url = '/about') => t.app.inject({ method: 'GET', url });

describe('Pages: the About page', () => {
  it('starts from the default words, filled with the names in Settings', async () => {
    const view = await editor();
    expect(view.content).toEqual(ABOUT_PAGE_DEFAULTS);
    expect(view).toMatchObject({ version: 0, has_draft: false });
    const html = (await page()).body;
    expect(html).toContain('Meet Dr. Aditi Sharma');
    // No text on the page shows a {name} as written (the page's data for the browser keeps them, to fill there).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).not.toMatch(/\{(business_name|owner_name|owner_short_name)\}/);
  });

  it('keeps a draft off the site, shows it behind a valid preview link only, and publishes it at once', async () => {
    const before = await page();
    expect(before.statusCode).toBe(200);
    const { content, version } = await editor();
    const saved = await call('page.saveDraft', {
      page: 'about',
      version,
      content: withStory(content, 'Drafted story line.'),
    });
    expect(saved.status, saved.error).toBe(200);
    expect(saved.data).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.draftSaved });
    expect((await page()).body).not.toContain('Drafted story line.');

    const link = await call('page.previewLink', { page: 'about' });
    expect(link.status).toBe(200);
    const preview = await page(`/about?preview=${link.data.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Drafted story line.');
    expect(preview.body).toContain('Preview of unpublished changes');
    expect(preview.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toMatch(/no-store/);
    // A preview is never served from the cache to someone else: the same address again is checked again.
    for (const bad of ['', 'nonsense', `${link.data.token}x`]) {
      const refused = await page(`/about?preview=${bad}`);
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.body).toContain(SITE_PAGE_MESSAGES.previewInvalid);
      expect(refused.body).not.toContain('Drafted story line.');
      expect(refused.headers['cache-control']).toMatch(/no-store/);
    }
    // The draft over the API too, only with the link.
    expect((await call('page.get', { page: 'about', preview: 'nonsense' }, {})).status).toBe(401);
    const { visitor } = await t.headers();
    expect((await call('page.get', { page: 'about', preview: 'nonsense' }, visitor)).status).toBe(403);

    const published = await call('page.publish', { page: 'about', version: version + 1 });
    expect(published.status, published.error).toBe(200);
    expect(published.data.sections).toEqual(['story']);
    const after = await page();
    expect(after.body).toContain('Drafted story line.');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await editor()).has_draft).toBe(false);
  });

  it('refuses a save over a newer version, naming the clash', async () => {
    const { content, version } = await editor();
    const first = await call('page.saveDraft', {
      page: 'about',
      version,
      content: withStory(content, 'First editor.'),
    });
    expect(first.status).toBe(200);
    const second = await call('page.saveDraft', {
      page: 'about',
      version,
      content: withStory(content, 'Second editor.'),
    });
    expect(second.status).toBe(409);
    expect(second.error).toBe(SITE_PAGE_MESSAGES.changedElsewhere);
    expect((await editor()).content.sections.story.paragraphs[0]).toBe('First editor.');
    const discarded = await call('page.discard', { page: 'about', version: version + 1 });
    expect(discarded.status).toBe(200);
    expect((await editor()).has_draft).toBe(false);
  });

  it('checks every field with its schema, naming it, and keeps what was saved', async () => {
    const { content, version } = await editor();
    const story = content.sections.story;
    const cases: Array<[object, string]> = [
      [
        { ...content, sections: { ...content.sections, story: { ...story, heading: '  ' } } },
        'sections.story.heading: Heading is required',
      ],
      [
        { ...content, sections: { ...content.sections, story: { ...story, paragraphs: [] } } },
        'sections.story.paragraphs: Add at least one paragraph',
      ],
      [
        {
          ...content,
          sections: {
            ...content.sections,
            story: { ...story, portrait: { url: 'https://evil.example/x.webp', alt: 'x' } },
          },
        },
        'sections.story.portrait.url: Upload the picture here',
      ],
      [
        {
          ...content,
          sections: { ...content.sections, story: { ...story, portrait: { url: '/uploads/pages/a.webp', alt: '' } } },
        },
        'sections.story.portrait.alt: Alternative text is required',
      ],
      [
        { ...content, sections: { ...content.sections, story: { ...story, heading: 'Tab\u0007bell' } } },
        'sections.story.heading: Contains hidden characters',
      ],
      [{ ...content, seo: { ...content.seo, title: 'x'.repeat(71) } }, 'seo.title: Must be at most 70 characters'],
    ];
    for (const [bad, message] of cases) {
      const res = await call('page.saveDraft', { page: 'about', version, content: bad });
      expect(res.status, message).toBe(400);
      expect(res.error).toContain(message);
    }
    expect((await editor()).version).toBe(version);
    expect((await call('page.saveDraft', { page: 'nowhere', version, content })).status).toBe(400);
  });

  it('refuses every editing call without a valid administrator', async () => {
    const { visitor } = await t.headers();
    const calls: Array<[string, object]> = [
      ['page.editor', { page: 'about' }],
      ['page.revisions', { page: 'about' }],
      ['page.saveDraft', { page: 'about', version: 0, content: ABOUT_PAGE_DEFAULTS }],
      ['page.publish', { page: 'about', version: 0 }],
      ['page.discard', { page: 'about', version: 0 }],
      ['page.resetSection', { page: 'about', version: 0, section: 'story' }],
      ['page.restore', { page: 'about', version: 0, revision_id: 1 }],
      ['page.previewLink', { page: 'about' }],
    ];
    for (const [path, input] of calls) {
      for (const headers of [{}, visitor, { authorization: 'Bearer forged.token.here' }] as Record<string, string>[]) {
        expect((await call(path, input, headers)).status, path).toBe(401);
      }
    }
  });

  it('resets a section to its default words in the draft, and restores a revision', async () => {
    let { content, version } = await editor();
    const changed = {
      ...content,
      sections: { ...content.sections, cta: { ...content.sections.cta, heading: 'Talk to me' } },
    };
    ({ version } = (await call('page.saveDraft', { page: 'about', version, content: changed })).data);
    ({ version } = (await call('page.publish', { page: 'about', version })).data);
    expect((await page()).body).toContain('Talk to me');

    const reset = await call('page.resetSection', { page: 'about', version, section: 'cta' });
    expect(reset.status, reset.error).toBe(200);
    ({ content, version } = await editor());
    expect(content.sections.cta).toEqual(ABOUT_PAGE_DEFAULTS.sections.cta);
    ({ version } = (await call('page.publish', { page: 'about', version })).data);
    expect((await page()).body).not.toContain('Talk to me');

    const revisions = (await call('page.revisions', { page: 'about' })).data as Array<{
      id: number;
      sections: string[];
      admin: string;
    }>;
    expect(revisions[0]).toMatchObject({ sections: ['cta'], admin: 'owner' });
    const withTalk = revisions[1]!;
    expect(withTalk.sections).toEqual(['cta']);
    const restored = await call('page.restore', { page: 'about', version, revision_id: withTalk.id });
    expect(restored.status, restored.error).toBe(200);
    ({ version } = await editor());
    expect((await editor()).content.sections.cta.heading).toBe('Talk to me');
    await call('page.publish', { page: 'about', version });
    expect((await page()).body).toContain('Talk to me');
    expect((await call('page.restore', { page: 'about', version: version + 1, revision_id: 999999 })).status).toBe(404);

    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=100', headers: admin });
    const actions = (
      log.json().entries as Array<{ action: string; target_id: string; fields: string[] | null }>
    ).filter((e) => e.action.startsWith('page.'));
    expect(actions.find((e) => e.action === 'page.reset_section')).toMatchObject({
      target_id: 'about',
      fields: ['cta'],
    });
    expect(actions.find((e) => e.action === 'page.restore')).toMatchObject({
      target_id: `about#${withTalk.id}`,
      fields: ['cta'],
    });
    expect(actions.find((e) => e.action === 'page.publish')).toMatchObject({ target_id: 'about' });
  });

  it('over REST too: the same checks, answered as { "error": ... } with the field', async () => {
    const { visitor } = await t.headers();
    const rest = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers, payload });
    const open = await rest('GET', '/api/pages/about', visitor);
    expect(open.statusCode).toBe(200);
    expect(open.json().content.sections.story.heading).toBeTruthy();
    await t.expectDocumented('GET', '/api/pages/{page}', open);
    expect((await rest('GET', '/api/pages/about', {})).statusCode).toBe(401);
    const unknown = await rest('GET', '/api/pages/nowhere', visitor);
    expect(unknown.json()).toEqual({ error: 'page: Unknown page' });
    await t.expectDocumented('GET', '/api/pages/{page}', unknown);
    const refused = await rest('GET', '/api/pages/about?preview=nonsense', visitor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: SITE_PAGE_MESSAGES.previewInvalid });
    await t.expectDocumented('GET', '/api/pages/{page}', refused);

    for (const [method, url] of [
      ['GET', '/api/admin/pages/about'],
      ['GET', '/api/admin/pages/about/revisions'],
      ['PUT', '/api/admin/pages/about/draft'],
      ['POST', '/api/admin/pages/about/publish'],
      ['POST', '/api/admin/pages/about/discard'],
      ['POST', '/api/admin/pages/about/sections/story/reset'],
      ['POST', '/api/admin/pages/about/revisions/1/restore'],
      ['POST', '/api/admin/pages/about/preview-link'],
    ] as const) {
      for (const headers of [{}, visitor, { authorization: 'Bearer forged' }] as Record<string, string>[]) {
        const res = await rest(method, url, headers, method === 'GET' ? undefined : { version: 0 });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error).toMatch(/Authentication required|Invalid or expired session/);
        // The path as the document writes it.
        await t.expectDocumented(
          method,
          url.replace('about', '{page}').replace('story', '{section}').replace('/1/', '/{id}/'),
          res,
        );
      }
    }
    const editorView = await rest('GET', '/api/admin/pages/about', admin);
    await t.expectDocumented('GET', '/api/admin/pages/{page}', editorView);
    const view = editorView.json();
    const bad = {
      ...view.content,
      sections: { ...view.content.sections, cta: { ...view.content.sections.cta, heading: '' } },
    };
    const invalid = await rest('PUT', '/api/admin/pages/about/draft', admin, { version: view.version, content: bad });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'sections.cta.heading: Heading is required' });
    await t.expectDocumented('PUT', '/api/admin/pages/{page}/draft', invalid);
    expect((await rest('PUT', '/api/admin/pages/about/draft', admin, { content: view.content })).json().error).toMatch(
      /^version: /,
    );
    const good = {
      ...view.content,
      sections: { ...view.content.sections, cta: { ...view.content.sections.cta, text: 'Over REST' } },
    };
    const saved = await rest('PUT', '/api/admin/pages/about/draft', admin, { version: view.version, content: good });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.expectDocumented('PUT', '/api/admin/pages/{page}/draft', saved);
    const clash = await rest('PUT', '/api/admin/pages/about/draft', admin, { version: view.version, content: good });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: SITE_PAGE_MESSAGES.changedElsewhere });
    await t.expectDocumented('PUT', '/api/admin/pages/{page}/draft', clash);
    const linked = await rest('POST', '/api/admin/pages/about/preview-link', admin);
    await t.expectDocumented('POST', '/api/admin/pages/{page}/preview-link', linked);
    const link = linked.json();
    const preview = await rest('GET', `/api/pages/about?preview=${link.token}`, visitor);
    expect(preview.json().content.sections.cta.text).toBe('Over REST');
    await t.expectDocumented('GET', '/api/pages/{page}', preview);
    const published = await rest('POST', '/api/admin/pages/about/publish', admin, { version: saved.json().version });
    expect(published.statusCode, published.body).toBe(200);
    await t.expectDocumented('POST', '/api/admin/pages/{page}/publish', published);
    expect((await page()).body).toContain('Over REST');
    const listed = await rest('GET', '/api/admin/pages/about/revisions', admin);
    await t.expectDocumented('GET', '/api/admin/pages/{page}/revisions', listed);
    const revisions = listed.json().revisions;
    expect(revisions[0].sections).toEqual(['cta']);
  });

  it('over REST: resets a section, restores a revision and discards the draft, answering the new version', async () => {
    const rest = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
    const { version } = await editor();
    const nowhere = await rest('/api/admin/pages/about/sections/nowhere/reset', { version });
    expect(nowhere.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/admin/pages/{page}/sections/{section}/reset', nowhere);
    const reset = await rest('/api/admin/pages/about/sections/cta/reset', { version });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.reset });
    await t.expectDocumented('POST', '/api/admin/pages/{page}/sections/{section}/reset', reset);

    const [revision] = (await call('page.revisions', { page: 'about' })).data as Array<{ id: number }>;
    const unknown = await rest('/api/admin/pages/about/revisions/999999/restore', { version: version + 1 });
    expect(unknown.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/admin/pages/{page}/revisions/{id}/restore', unknown);
    const restored = await rest(`/api/admin/pages/about/revisions/${revision!.id}/restore`, { version: version + 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ version: version + 2, message: SITE_PAGE_MESSAGES.restored });
    await t.expectDocumented('POST', '/api/admin/pages/{page}/revisions/{id}/restore', restored);

    const stale = await rest('/api/admin/pages/about/discard', { version });
    expect(stale.statusCode).toBe(409);
    await t.expectDocumented('POST', '/api/admin/pages/{page}/discard', stale);
    const discarded = await rest('/api/admin/pages/about/discard', { version: version + 2 });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toEqual({ version: version + 3, message: SITE_PAGE_MESSAGES.discarded });
    await t.expectDocumented('POST', '/api/admin/pages/{page}/discard', discarded);
    expect((await editor()).has_draft).toBe(false);
  });

  it('shows the default words for a stored part that no longer passes its schema, and the rest as stored', async () => {
    const { content } = await editor();
    const stored = {
      ...content,
      seo: { title: 42 },
      sections: {
        ...content.sections,
        story: { ...content.sections.story, paragraphs: ['Kept story.'] },
        stats: { hidden: false, heading: '', items: 'not a list' },
      },
    };
    // Written as an older version might have: a fresh server reads it.
    const restarted = await createTestServer({ web: true });
    try {
      await restarted.db
        .insertInto('site_pages')
        .values({ page: 'about', published: JSON.stringify(stored), version: 1 })
        .execute();
      const html = (await restarted.app.inject({ method: 'GET', url: '/about' })).body;
      expect(html).toContain('Kept story.');
      // The broken figures fall back to the default ones; the page still renders whole.
      expect(html).toContain('Lives Transformed');
      expect(html).toContain('About Us | NutriWell');
    } finally {
      await restarted.stop();
    }
  });

  it('hides a hidden section and shows hostile text as text', async () => {
    let { content, version } = await editor();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const next = {
      ...content,
      seo: { ...content.seo, title: `"><script>alert(3)</script>` },
      sections: {
        ...content.sections,
        story: { ...content.sections.story, paragraphs: [hostile] },
        values: { ...content.sections.values, hidden: true },
      },
    };
    ({ version } = (await call('page.saveDraft', { page: 'about', version, content: next })).data);
    await call('page.publish', { page: 'about', version });
    const html = (await page()).body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert(');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(3)');
    expect(html).not.toContain('id="values-heading"');
    ({ content } = await editor());
  });
});
