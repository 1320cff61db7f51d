import { describe, expect, it } from 'vitest';
import { SITE_PAGE_KEYS } from './page-text';
import { type ServicesProgramme, servicesMenuOf } from './services-page';
import { SITE_PAGE_DEFAULTS, SITE_PAGE_SCHEMAS } from './site-pages';

describe('the default words of every edited page', () => {
  it.each(SITE_PAGE_KEYS)('%s passes its own schema unchanged', (page) => {
    const parsed = SITE_PAGE_SCHEMAS[page].safeParse(SITE_PAGE_DEFAULTS[page]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // In the schema's order too: the server compares pages as JSON (a page showing its defaults is dated as them).
    expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(SITE_PAGE_DEFAULTS[page]));
  });

  it('refuses an anchor another part of the page holds', () => {
    const defaults = SITE_PAGE_DEFAULTS['disease-management'];
    const [first, second] = defaults.sections.conditions.items;
    const clash = {
      ...defaults,
      sections: {
        ...defaults.sections,
        conditions: { ...defaults.sections.conditions, items: [first, { ...second, anchor: 'approach' }] },
      },
    };
    const issues = SITE_PAGE_SCHEMAS['disease-management'].safeParse(clash).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sections.conditions.items.1.anchor', 'Another part of the page already uses this anchor'],
    ]);
  });

  it('refuses rich text without words', () => {
    const defaults = SITE_PAGE_DEFAULTS.disclaimer;
    const empty = { ...defaults, sections: { ...defaults.sections, intro: { hidden: false, html: '<p> </p>' } } };
    const issues = SITE_PAGE_SCHEMAS.disclaimer.safeParse(empty).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['Introduction is required']);
  });
});

describe('the services the menus name', () => {
  const defaults = SITE_PAGE_DEFAULTS.services;
  const [loss, gain, disease, skin] = defaults.sections.programmes.items as [
    ServicesProgramme,
    ServicesProgramme,
    ServicesProgramme,
    ServicesProgramme,
  ];
  const withSections = (sections: Partial<typeof defaults.sections>) => ({
    ...defaults,
    sections: { ...defaults.sections, ...sections },
  });

  it("are the spec's by default: the footer's five, a service page linked to its page", () => {
    expect(servicesMenuOf(defaults)).toEqual([
      { label: 'Weight Loss', path: '/services', hash: 'weight-loss' },
      { label: 'Weight Gain', path: '/services', hash: 'weight-gain' },
      { label: 'Disease Management', path: '/disease-management', hash: null },
      { label: 'Skin Toning', path: '/services', hash: 'skin-toning' },
      { label: 'Virtual Coaching', path: '/services', hash: 'virtual-coaching' },
    ]);
  });

  it('follow her programmes: renamed, reordered, left out without a name, a second button to another page kept on /services', () => {
    const gut = { ...skin, anchor: 'gut-health', menu_label: 'Gut Health', learn_more_path: '/contact' as const };
    const page = withSections({
      programmes: { hidden: false, items: [gut, { ...loss, menu_label: '' }, gain, disease] },
      virtual: { ...defaults.sections.virtual, menu_label: 'Online coaching with {owner_short_name}' },
    });
    expect(servicesMenuOf(page)).toEqual([
      { label: 'Gut Health', path: '/services', hash: 'gut-health' },
      { label: 'Weight Gain', path: '/services', hash: 'weight-gain' },
      { label: 'Disease Management', path: '/disease-management', hash: null },
      { label: 'Online coaching with {owner_short_name}', path: '/services', hash: 'virtual-coaching' },
    ]);
  });

  it('leave out a hidden section, and virtual coaching without a name', () => {
    const page = withSections({
      programmes: { ...defaults.sections.programmes, hidden: true },
      virtual: { ...defaults.sections.virtual, menu_label: '' },
    });
    expect(servicesMenuOf(page)).toEqual([]);
    const hiddenVirtual = withSections({ virtual: { ...defaults.sections.virtual, hidden: true } });
    expect(servicesMenuOf(hiddenVirtual).map((link) => link.label)).toEqual([
      'Weight Loss',
      'Weight Gain',
      'Disease Management',
      'Skin Toning',
    ]);
  });
});
