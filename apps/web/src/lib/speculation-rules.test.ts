// Which links the speculation rules let the browser fetch and render ahead: the rules' `where` read as Chromium reads
// it (URL patterns against the page's address; `and`, `not`, `href_matches`, `selector_matches`).
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from './speculation-rules';

type Condition =
  | { and: Condition[] }
  | { not: Condition }
  | { href_matches: string | string[] }
  | { selector_matches: string };

const PAGE = 'https://coach.example/blog';

/** Whether a link to `href` (with the given attributes) meets the condition. */
function meets(condition: Condition, href: string, attributes: Record<string, string>): boolean {
  if ('and' in condition) return condition.and.every((part) => meets(part, href, attributes));
  if ('not' in condition) return !meets(condition.not, href, attributes);
  if ('href_matches' in condition) {
    const patterns = [condition.href_matches].flat();
    return patterns.some((pattern) => new URLPattern(pattern, PAGE).test(new URL(href, PAGE)));
  }
  // The selectors name attributes only: [name], [name="value"], [name~="word"].
  return condition.selector_matches.split(',').some((selector) => {
    const [, name = '', operator, value] = /\[([\w-]+)(~?=)?"?([^"\]]*)"?\]/.exec(selector.trim()) ?? [];
    const actual = attributes[name];
    if (actual === undefined) return false;
    if (!operator) return true;
    return operator === '~=' ? actual.split(/\s+/).includes(value ?? '') : actual === value;
  });
}

const rules = JSON.parse(SPECULATION_RULES) as Record<string, Array<{ where: Condition; eagerness: string }>>;
const ahead = (href: string, attributes: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(rules).map(([action, [rule]]) => [action, rule ? meets(rule.where, href, attributes) : false]),
  );

describe('speculation rules', () => {
  it('prefetch and prerender on intent (moderate eagerness)', () => {
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    for (const list of Object.values(rules)) {
      expect(list).toHaveLength(1);
      expect(list[0]?.eagerness).toBe('moderate');
    }
  });

  it.each([
    '/',
    '/about',
    '/services#weight-gain',
    '/blog?search=pcos',
    '/blog/12',
    '/recipes/1-overnight-oats-with-berries',
    '/contact#consultation',
    'https://coach.example/privacy-policy',
  ])('take the site page %s ahead', (href) => {
    expect(ahead(href)).toEqual({ prefetch: true, prerender: true });
  });

  it.each([
    '/admin',
    '/admin/login',
    '/admin/blogs/3/edit',
    '/setup',
    '/api/visits',
    '/api/docs',
    '/forms/contact',
    '/booking/abc',
    '/booking',
    '/newsletter/confirm?token=abc',
    '/newsletter/manage?token=abc',
    '/uploads/logo/1/logo.svg',
    'https://elsewhere.example/about',
    'http://coach.example/about',
  ])('never take %s ahead', (href) => {
    expect(ahead(href)).toEqual({ prefetch: false, prerender: false });
  });

  it('leave links that open elsewhere, download or are marked nofollow', () => {
    expect(ahead('/about', { target: '_blank' })).toEqual({ prefetch: false, prerender: false });
    expect(ahead('/about', { download: '' })).toEqual({ prefetch: false, prerender: false });
    expect(ahead('/about', { rel: 'noopener nofollow' })).toEqual({ prefetch: false, prerender: false });
    expect(ahead('/about', { rel: 'noopener' })).toEqual({ prefetch: true, prerender: true });
  });
});
