// The rules of the owner's edited pages, one by one, through the real server: what the editor is shown (draft beside
// published), a draft equal to the live page is no draft, a reset or a save keeps the draft's other changes, discard
// and publish without a draft, an unknown section, each write's answer and audit entry, the published page read once
// per publish, and stored content read leniently.
import { resetSitePageSection } from '@coach/api';
import {
  ABOUT_PAGE_DEFAULTS,
  type AboutPage,
  CONTACT_PAGE_DEFAULTS,
  HOME_PAGE_DEFAULTS,
  SERVICES_PAGE_DEFAULTS,
  SITE_PAGE_MESSAGES,
} from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCaller } from './site-pages-test-support';
import { createTestServer } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
/** A page procedure, as an administrator. */
let call: ReturnType<typeof pageCaller>;
async function open() {
  t = await createTestServer({ web: true });
  ({ admin, visitor } = await t.headers());
  call = pageCaller(t, admin);
}
beforeAll(open);
afterAll(() => t.stop());

type EditorView = { content: AboutPage; published: AboutPage; version: number; has_draft: boolean };
const editor = async () => (await call('page.editor', { page: 'about' })).data as EditorView;

/** Saves `content` as the About page's draft from the version the editor shows; returns the new version. */
async function saveDraft(content: AboutPage): Promise<number> {
  const { version } = await editor();
  const saved = await call('page.saveDraft', { page: 'about', version, content });
  expect(saved.status, saved.error).toBe(200);
  return saved.data.version;
}

async function publish(content: AboutPage) {
  const published = await call('page.publish', { page: 'about', version: await saveDraft(content) });
  expect(published.status, published.error).toBe(200);
}

/**
 * Makes `live` the published About page, with no draft, whatever an earlier test left: each test starts from its own
 * state, so it says the same alone (a mutation run runs only the tests that reach a change) as in the whole file.
 */
async function startFrom(live: AboutPage) {
  const view = await editor();
  if (view.has_draft) {
    expect((await call('page.discard', { page: 'about', version: view.version })).status).toBe(200);
  }
  await publish(live);
  expect(await editor()).toMatchObject({ has_draft: false, content: live, published: live });
}

/** The About page with some sections changed. */
const about = (sections: Partial<AboutPage['sections']>, from: AboutPage = ABOUT_PAGE_DEFAULTS): AboutPage => ({
  ...from,
  sections: { ...from.sections, ...sections },
});
const story = (paragraph: string) => ({ ...ABOUT_PAGE_DEFAULTS.sections.story, paragraphs: [paragraph] });
const cta = (heading: string) => ({ ...ABOUT_PAGE_DEFAULTS.sections.cta, heading });
const values = (heading: string) => ({ ...ABOUT_PAGE_DEFAULTS.sections.values, heading });

/** The newest entry of the audit log, as the portal's log shows it. */
async function lastAudit() {
  const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=1', headers: admin });
  expect(log.statusCode).toBe(200);
  const [newest] = log.json().entries as Array<Record<string, unknown>>;
  return newest;
}

/** The About page's content as the site's API gives it to a visitor. */
const shown = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/pages/about', headers: visitor })).json().content as AboutPage;

describe('Pages: the rules of drafts and publishing', () => {
  it('shows the editor the draft beside the published page, and a draft equal to the live page is no draft', async () => {
    const live = about({ cta: cta('Published heading') });
    await startFrom(live);

    const drafted = about({ story: story('A drafted line.') }, live);
    await saveDraft(drafted);
    let view = await editor();
    expect(view).toMatchObject({ has_draft: true, content: drafted, published: live });
    expect(await lastAudit()).toMatchObject({
      action: 'page.save_draft',
      target_type: 'page',
      target_id: 'about',
      fields: ['story'],
      admin: 'owner',
    });

    // Back to what is live: the save is kept (the version moves on), but nothing is left to publish.
    const version = await saveDraft(live);
    view = await editor();
    expect(view).toMatchObject({ version, has_draft: false, content: live, published: live });
    expect(await lastAudit()).toMatchObject({ action: 'page.save_draft', fields: ['story'] });
    const refused = await call('page.publish', { page: 'about', version });
    expect(refused.status).toBe(409);
    expect(refused.error).toBe(SITE_PAGE_MESSAGES.nothingToPublish);
    expect((await editor()).version).toBe(version);
    expect(await shown()).toEqual(live);
  });

  it('keeps the draft’s other changes when a section is reset or another is saved, naming only what changed', async () => {
    const live = about({ cta: cta('Live before the reset') });
    await startFrom(live);
    await saveDraft(about({ story: story('Kept through the reset.') }, live));

    let { version } = await editor();
    const reset = await call('page.resetSection', { page: 'about', version, section: 'cta' });
    expect(reset.status, reset.error).toBe(200);
    expect(reset.data).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.reset });
    let view = await editor();
    expect(view.content).toEqual(about({ story: story('Kept through the reset.') }));
    expect(view.published).toEqual(live);
    expect(await lastAudit()).toMatchObject({
      action: 'page.reset_section',
      target_type: 'page',
      target_id: 'about',
      fields: ['cta'],
    });

    version = await saveDraft(about({ story: story('Kept through the reset.'), values: values('Also changed') }));
    expect(await lastAudit()).toMatchObject({ action: 'page.save_draft', fields: ['values'] });

    const discarded = await call('page.discard', { page: 'about', version });
    expect(discarded.status, discarded.error).toBe(200);
    expect(discarded.data).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.discarded });
    view = await editor();
    expect(view).toMatchObject({ version: version + 1, has_draft: false, content: live });
    // The parts the discarded draft had changed from the live page, in the page's order.
    expect(await lastAudit()).toMatchObject({
      action: 'page.discard_draft',
      target_type: 'page',
      target_id: 'about',
      fields: ['story', 'values', 'cta'],
    });
  });

  it('discards with no draft as a no-op naming no parts, and publishes nothing without a draft', async () => {
    // Not the default words: a discard without a draft must not compare them with what is live.
    const live = about({ cta: cta('Live with no draft') });
    await startFrom(live);
    let { version } = await editor();
    const discarded = await call('page.discard', { page: 'about', version });
    expect(discarded.status, discarded.error).toBe(200);
    expect(discarded.data).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.discarded });
    expect(await lastAudit()).toMatchObject({
      action: 'page.discard_draft',
      target_type: 'page',
      target_id: 'about',
      fields: null,
    });

    ({ version } = await editor());
    const revisions = (await call('page.revisions', { page: 'about' })).data;
    expect(revisions.length).toBeGreaterThan(0);
    const refused = await call('page.publish', { page: 'about', version });
    expect(refused.status).toBe(409);
    expect(refused.error).toBe(SITE_PAGE_MESSAGES.nothingToPublish);
    expect((await editor()).version).toBe(version);
    expect((await call('page.revisions', { page: 'about' })).data).toEqual(revisions);
    expect(await shown()).toEqual(live);
  });

  it('refuses to reset a section the page does not have, naming it, and changes nothing', async () => {
    await startFrom(about({ cta: cta('Live, not reset') }));
    const { version } = await editor();
    const overTrpc = await call('page.resetSection', { page: 'about', version, section: 'nowhere' });
    expect(overTrpc.status).toBe(404);
    expect(overTrpc.error).toBe('Section not found: nowhere');
    const overRest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/about/sections/nowhere/reset',
      headers: admin,
      payload: { version },
    });
    expect(overRest.statusCode).toBe(404);
    expect(overRest.json()).toEqual({ error: 'Section not found: nowhere' });
    // The edges take 50 characters at most; the service itself never echoes more than that of a name.
    const long = `${'x'.repeat(50)}-and-more`;
    expect((await call('page.resetSection', { page: 'about', version, section: long })).status).toBe(400);
    await expect(resetSitePageSection(t.services, { adminId: null }, 'about', long, version)).rejects.toMatchObject({
      message: `Section not found: ${'x'.repeat(50)}`,
    });
    expect(await editor()).toMatchObject({ version, has_draft: false });
  });

  it('restores a revision into the draft, answering with the new version and naming the revision in the log', async () => {
    const published = about({ cta: cta('Restored heading') });
    await startFrom(published);
    await publish(about({ cta: cta('Published over it') }));
    const [, earlier] = (await call('page.revisions', { page: 'about' })).data as Array<{ id: number }>;
    const { version } = await editor();
    const restored = await call('page.restore', { page: 'about', version, revision_id: earlier!.id });
    expect(restored.status, restored.error).toBe(200);
    expect(restored.data).toEqual({ version: version + 1, message: SITE_PAGE_MESSAGES.restored });
    expect(await editor()).toMatchObject({ has_draft: true, content: published });
    expect(await lastAudit()).toMatchObject({
      action: 'page.restore',
      target_type: 'page',
      target_id: `about#${earlier!.id}`,
      fields: ['cta'],
    });
    const discarded = await call('page.discard', { page: 'about', version: version + 1 });
    expect(discarded.status, discarded.error).toBe(200);
  });

  it('reads the published page from the database once per publish, not on every visit', async () => {
    // A server of its own: nothing is kept in memory yet, as after a start.
    await t.stop();
    await open();
    const live = about({ story: story('Live and kept in memory.') });
    await startFrom(live);
    expect(await shown()).toEqual(live);
    // A row changed behind the server's back (no publish) is not read: visitors keep the page in memory.
    const other = about({ story: story('Written behind the server’s back.') });
    await t.db
      .updateTable('site_pages')
      .set({ published: JSON.stringify(other) })
      .where('page', '=', 'about')
      .execute();
    expect(await shown()).toEqual(live);
    expect(await shown()).toEqual(live);
    // The next publish drops the copy in memory: what was published shows at once.
    const next = about({ story: story('Published after.') }, live);
    await publish(next);
    expect(await shown()).toEqual(next);
    expect((await t.app.inject({ method: 'GET', url: '/about' })).body).toContain('Published after.');
  });
});

describe('Pages: stored content read leniently', () => {
  it('reads the default words for what a stored page lacks, or when the stored value is not a page at all', async () => {
    const s = await createTestServer({ web: true });
    try {
      const stored = {
        about: { seo: { title: 'Stored title' } },
        services: 42,
        contact: 'just words',
        home: [HOME_PAGE_DEFAULTS],
      };
      for (const [page, published] of Object.entries(stored)) {
        await s.db
          .insertInto('site_pages')
          .values({ page, published: JSON.stringify(published), version: 1 })
          .execute();
      }
      const { visitor: headers } = await s.headers();
      const read = async (page: string) =>
        (await s.app.inject({ method: 'GET', url: `/api/pages/${page}`, headers })).json().content;
      expect(await read('about')).toEqual({
        seo: { title: 'Stored title', description: '', image: null },
        sections: ABOUT_PAGE_DEFAULTS.sections,
      });
      expect(await read('services')).toEqual(SERVICES_PAGE_DEFAULTS);
      expect(await read('contact')).toEqual(CONTACT_PAGE_DEFAULTS);
      expect(await read('home')).toEqual(HOME_PAGE_DEFAULTS);
      const html = (await s.app.inject({ method: 'GET', url: '/about' })).body;
      expect(html).toContain('<title>Stored title');
      expect(html).toContain('Meet Dr. Aditi Sharma');
    } finally {
      await s.stop();
    }
  });
});
