// The legal pages' allow-list (sanitizeRichText): what it keeps, what it rewrites, the XSS corpus, and that the
// default words pass it unchanged (the server serves them as written, and an untouched page has no draft).
import { LEGAL_PAGE_DEFAULTS } from '@coach/shared';
import { XSS_PAYLOADS } from '@coach/shared/xss-corpus';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './post-html';

describe('sanitizeRichText', () => {
  it.each([
    '<p>a<br />b</p>',
    '<p><strong>a</strong> <em>b</em></p>',
    '<ul><li><p>a</p></li></ul>',
    '<ol start="2"><li>a</li></ol>',
    '<p><a href="/contact" title="Contact">a</a> <a href="mailto:a@b.example">b</a> <a href="tel:+911">c</a></p>',
  ])('keeps %s as written', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('writes bold and italic as strong and em, marks links to other sites, and drops other markup', () => {
    expect(sanitizeRichText('<p><b>a</b><i>b</i></p>')).toBe('<p><strong>a</strong><em>b</em></p>');
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener nofollow" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<h2>Title</h2><img src="/a.webp"><table><tr><td>c</td></tr></table>')).toBe('Titlec');
    expect(sanitizeRichText('<p class="x" style="color:red" id="y">a</p>')).toBe('<p>a</p>');
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of [/<script/i, /\son\w+\s*=/i, /javascript:/i, /<iframe/i, /<style/i, /style=/i, /<img/i]) {
      expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    }
    expect(clean).toContain('<p>before</p>');
  });

  it.each(Object.entries(LEGAL_PAGE_DEFAULTS))('passes the default words of %s unchanged', (_, page) => {
    for (const html of [page.sections.intro.html, ...page.sections.parts.items.map((part) => part.html)]) {
      expect(sanitizeRichText(html)).toBe(html);
    }
  });
});
