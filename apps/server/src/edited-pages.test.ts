// Home, Services and Contact as the owner edits them in Pages, through the real server: a fresh install shows the
// spec's words, a published edit shows at once, a draft only behind its preview link, hidden sections go, the
// schema's rules are kept (anchors, links), and hostile text in every field of every page is shown as text.
import {
  CONTACT_PAGE_DEFAULTS,
  HOME_PAGE_DEFAULTS,
  SERVICES_PAGE_DEFAULTS,
  SITE_PAGE_DEFAULTS,
  SITE_PAGES,
  type SitePageKey,
} from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCaller } from './site-pages-test-support';
import { createTestServer } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
/** A page procedure, as an administrator. */
let call: ReturnType<typeof pageCaller>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  const headers = await t.headers();
  visitor = headers.visitor;
  call = pageCaller(t, headers.admin);
});
afterAll(() => t.stop());

const editor = async (page: SitePageKey) =>
  (await call('page.editor', { page })).data as { content: any; version: number };
const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
/** What a page shows: its HTML without its scripts (the page's data for the browser holds hidden sections too). */
const shown = async (url: string) => (await html(url)).replace(/<script[\s\S]*?<\/script>/g, '');

/** Saves content as the draft and publishes it; fails the test with the server's words if either is refused. */
async function publish(page: SitePageKey, content: unknown) {
  const { version } = await editor(page);
  const saved = await call('page.saveDraft', { page, version, content });
  expect(saved.status, saved.error).toBe(200);
  const published = await call('page.publish', { page, version: saved.data.version });
  expect(published.status, published.error).toBe(200);
}

const PAGES = ['home', 'services', 'contact'] as const;

describe('Pages: Home, Services and Contact', () => {
  it('start from the spec’s words on a fresh install', async () => {
    expect((await editor('home')).content).toEqual(HOME_PAGE_DEFAULTS);
    expect((await editor('services')).content).toEqual(SERVICES_PAGE_DEFAULTS);
    expect((await editor('contact')).content).toEqual(CONTACT_PAGE_DEFAULTS);
    const home = await html('/');
    for (const words of ['Transform your health with food you love', '100+', 'Happy Clients', 'How We Can Help']) {
      expect(home).toContain(words);
    }
    expect(home).toContain('Personalised plans for weight loss, healthy weight gain and conditions like PCOS');
    expect(home).toContain('from Dr. Aditi Sharma, certified dietitian');
    const services = await html('/services');
    for (const words of ['Most Popular', 'id="weight-loss"', 'id="skin-toning"', 'Learn More About Conditions']) {
      expect(services).toContain(words);
    }
    const contact = await html('/contact');
    for (const words of ['Let&#x27;s Start Your Journey', 'Frequently Asked Questions', 'Chat with us']) {
      expect(contact).toContain(words);
    }
  });

  it('keep a draft behind its preview link and show a published edit at once', async () => {
    const cases: Array<[SitePageKey, string, (content: any, words: string) => any]> = [
      ['home', '/', (c, w) => ({ ...c, sections: { ...c.sections, hero: { ...c.sections.hero, heading: w } } })],
      [
        'services',
        '/services',
        (c, w) => {
          const [first, ...rest] = c.sections.programmes.items;
          return {
            ...c,
            sections: {
              ...c.sections,
              programmes: { ...c.sections.programmes, items: [{ ...first, title: w }, ...rest] },
            },
          };
        },
      ],
      [
        'contact',
        '/contact',
        (c, w) => ({
          ...c,
          sections: { ...c.sections, faq: { ...c.sections.faq, items: [{ question: w, answer: 'Yes.' }] } },
        }),
      ],
    ];
    for (const [page, path, edit] of cases) {
      const words = `Her own words for ${page}`;
      const before = await t.app.inject({ method: 'GET', url: path });
      const { content, version } = await editor(page);
      const saved = await call('page.saveDraft', { page, version, content: edit(content, words) });
      expect(saved.status, saved.error).toBe(200);
      expect(await html(path)).not.toContain(words);
      const { token } = (await call('page.previewLink', { page })).data;
      const preview = await t.app.inject({ method: 'GET', url: `${path}?preview=${token}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain(words);
      expect(preview.headers['cache-control']).toMatch(/no-store/);
      expect((await t.app.inject({ method: 'GET', url: `${path}?preview=wrong` })).statusCode).toBe(403);
      await call('page.publish', { page, version: saved.data.version });
      const after = await t.app.inject({ method: 'GET', url: path });
      expect(after.body).toContain(words);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
  });

  it('leave hidden sections out; the contact forms stay, under a heading for screen readers', async () => {
    const hide = (content: any, names: string[]) => ({
      ...content,
      sections: Object.fromEntries(
        Object.entries(content.sections).map(([name, section]) => [
          name,
          names.includes(name) ? { ...(section as object), hidden: true } : section,
        ]),
      ),
    });
    await publish('home', hide(HOME_PAGE_DEFAULTS, ['hero', 'services', 'cta']));
    const home = await shown('/');
    expect(home).not.toContain('Happy Clients');
    expect(home).not.toContain('id="home-services"');
    expect(home).not.toContain('Meet Your Dietitian');
    expect(home).toContain('Real Transformations');

    await publish('services', hide(SERVICES_PAGE_DEFAULTS, ['programmes', 'why']));
    const services = await shown('/services');
    expect(services).not.toContain('id="weight-loss"');
    expect(services).not.toContain('id="why-choose-us"');
    expect(services).toContain('id="additional-services"');

    await publish('contact', hide(CONTACT_PAGE_DEFAULTS, ['consultation', 'faq']));
    const contact = await shown('/contact');
    expect(contact).not.toContain('Frequently Asked Questions');
    expect(contact).toMatch(/<h2 id="consultation-heading" class="sr-only">Book Your Free Consultation<\/h2>/);
    expect(contact).toContain('name="target_weight"');
  });

  it('name her services in every page’s footer and Services menu, the cached pages renewed by the publish', async () => {
    const footer = async (url: string) => /<footer[\s\S]*<\/footer>/.exec(await shown(url))?.[0] ?? '';
    await publish('services', SERVICES_PAGE_DEFAULTS);
    expect(await footer('/recipes')).toContain('href="/services#skin-toning">Skin Toning</a>');
    const services = structuredClone(SERVICES_PAGE_DEFAULTS);
    const [loss, gain, disease, skin] = services.sections.programmes.items;
    services.sections.programmes.items = [
      { ...skin!, anchor: 'gut-health', title: 'Gut Health Reset', menu_label: 'Gut Health for {business_name}' },
      { ...loss!, menu_label: '' },
      gain!,
      disease!,
    ];
    await publish('services', services);
    const recipes = await footer('/recipes');
    expect(recipes).toContain('<a class="hover:text-white" href="/services#gut-health">Gut Health for NutriWell</a>');
    expect(recipes).toContain('href="/disease-management">Disease Management</a>');
    expect(recipes).not.toContain('Weight Loss');
    expect(recipes).not.toContain('skin-toning');
    // The browser's menus read the same list from the page's configuration.
    const config = /"serviceLinks":(\[[^\]]*\])/.exec(await html('/about'))?.[1];
    expect(JSON.parse(config ?? 'null')).toEqual([
      { label: 'Gut Health for {business_name}', path: '/services', hash: 'gut-health' },
      { label: 'Weight Gain', path: '/services', hash: 'weight-gain' },
      { label: 'Disease Management', path: '/disease-management', hash: null },
      { label: 'Virtual Coaching', path: '/services', hash: 'virtual-coaching' },
    ]);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/pages/services', headers: visitor })).json().published_at;
    expect(await read()).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // Published back to the spec's words: the site shows the defaults, dated as such (no "last updated").
    await publish('services', SERVICES_PAGE_DEFAULTS);
    expect(await footer('/recipes')).toContain('href="/services#skin-toning">Skin Toning</a>');
    expect(await read()).toBeNull();
  });

  it('refuse an anchor another part of the page uses, and a link outside the site', async () => {
    const services = structuredClone(SERVICES_PAGE_DEFAULTS);
    const [first, second] = services.sections.programmes.items;
    const cases: Array<[SitePageKey, unknown, string]> = [
      [
        'services',
        {
          ...services,
          sections: {
            ...services.sections,
            programmes: { hidden: false, items: [first, { ...second, anchor: first!.anchor }] },
          },
        },
        'sections.programmes.items.1.anchor: Another part of the page already uses this anchor',
      ],
      [
        'services',
        {
          ...services,
          sections: {
            ...services.sections,
            programmes: { hidden: false, items: [{ ...first, anchor: 'why-choose-us' }] },
          },
        },
        'sections.programmes.items.0.anchor: Another part of the page already uses this anchor',
      ],
      [
        'services',
        {
          ...services,
          sections: {
            ...services.sections,
            programmes: { hidden: false, items: [{ ...first, anchor: 'Weight Loss' }] },
          },
        },
        'sections.programmes.items.0.anchor: Use lowercase letters, digits and hyphens, starting with a letter',
      ],
      [
        'services',
        {
          ...services,
          sections: {
            ...services.sections,
            programmes: { hidden: false, items: [{ ...first, learn_more_path: 'https://evil.example' }] },
          },
        },
        'sections.programmes.items.0.learn_more_path: Choose one of the site’s pages',
      ],
      [
        'home',
        {
          ...HOME_PAGE_DEFAULTS,
          sections: {
            ...HOME_PAGE_DEFAULTS.sections,
            services: {
              ...HOME_PAGE_DEFAULTS.sections.services,
              items: [{ ...HOME_PAGE_DEFAULTS.sections.services.items[0], link_path: 'javascript:alert(1)' }],
            },
          },
        },
        'sections.services.items.0.link_path: Choose one of the site’s pages',
      ],
      [
        'contact',
        {
          ...CONTACT_PAGE_DEFAULTS,
          sections: { ...CONTACT_PAGE_DEFAULTS.sections, faq: { hidden: false, heading: 'Q', items: [] } },
        },
        'sections.faq.items: Add at least one question',
      ],
    ];
    for (const [page, content, message] of cases) {
      const { version } = await editor(page);
      const refused = await call('page.saveDraft', { page, version, content });
      expect(refused.status, message).toBe(400);
      expect(refused.error).toContain(message);
    }
  });

  it('show hostile text in every field of every page as text, in the page, its head and its data', async () => {
    // 20 characters: fits the shortest field (a figure's value).
    const hostile = '<svg onload=alert()>';
    const choices = new Set(['anchor', 'icon', 'link_path', 'link_anchor', 'learn_more_path', 'url']);
    const poison = (value: unknown, key = ''): unknown => {
      if (typeof value === 'string') return choices.has(key) ? value : hostile;
      if (Array.isArray(value)) return value.map((item) => poison(item, key));
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
      }
      return value;
    };
    for (const page of PAGES) {
      await publish(page, poison(SITE_PAGE_DEFAULTS[page]));
      const body = await html(SITE_PAGES[page].path);
      expect(body, page).not.toContain('<svg onload');
      expect(body, page).toContain('&lt;svg onload=alert()&gt;');
      expect(body, page).toMatch(/<title>&lt;svg onload=alert\(\)&gt; \| /);
    }
  });
});
