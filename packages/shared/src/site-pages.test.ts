import { describe, expect, it } from 'vitest';
import { SITE_PAGE_KEYS } from './page-text';
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
