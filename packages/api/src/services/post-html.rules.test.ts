// What the post sanitiser keeps and what it removes, tag by tag and attribute by attribute: the allow-list is the
// contract between the editor and the public page (the XSS corpus is in post-html.xss.test.ts).
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './post-html';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('the post allow-list keeps every element an article may use', () => {
  it.each([
    '<h2>a</h2>',
    '<h3>a</h3>',
    '<h4>a</h4>',
    '<h5>a</h5>',
    '<h6>a</h6>',
    '<p>a<br />b</p>',
    '<hr />',
    '<ul><li>a</li></ul>',
    '<ol start="3"><li>a</li></ol>',
    '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s></p>',
    '<blockquote>a</blockquote>',
    '<pre><code>a</code></pre>',
    '<table><caption>c</caption><thead><tr><th colspan="2" rowspan="1" scope="col">h</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    '<figure><img alt="a" title="t" width="10" height="20" loading="lazy" src="/uploads/a.webp" /><figcaption>c</figcaption></figure>',
    '<p><span>a</span><sub>1</sub><sup>2</sup><mark>m</mark></p>',
    '<p><a href="/recipes" title="t">a</a></p>',
    `<iframe src="${EMBED}" title="t" width="560" height="315" allow="autoplay" allowfullscreen></iframe>`,
  ])('%s is kept as written', (html) => {
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('h1 (the page title is the only one) and unknown tags lose their tag but keep their text', () => {
    expect(sanitizePostHtml('<h1>Title</h1><section><p>a</p></section><font>b</font>')).toBe('Title<p>a</p>b');
  });

  it('drops attributes that are not on the list, such as classes, ids and data', () => {
    expect(sanitizePostHtml('<p class="x" id="y" data-z="1">a</p><td align="left" scope="row">b</td>')).toBe(
      '<p>a</p><td>b</td>',
    );
    expect(sanitizePostHtml('<a href="/a" onclick="x()" download>a</a><img src="/a.webp" srcset="/b.webp 2x" />')).toBe(
      '<a href="/a">a</a><img loading="lazy" src="/a.webp" />',
    );
  });

  it('empty content stays empty', () => {
    expect(sanitizePostHtml(null)).toBeNull();
    expect(sanitizePostHtml('')).toBe('');
  });
});

describe('links', () => {
  it('a link to another site opens in a new tab without passing the page on or vouching for it', () => {
    for (const href of ['https://example.com/a', 'http://example.com/a', 'HTTPS://EXAMPLE.COM'])
      expect(sanitizePostHtml(`<a href="${href}" rel="author" target="_self">x</a>`)).toBe(
        `<a href="${href}" rel="noopener nofollow" target="_blank">x</a>`,
      );
  });

  it('a link inside the site, an e-mail or a phone number keeps its own attributes', () => {
    for (const href of ['/blog/2', '#top', 'mailto:owner@example.com', 'tel:+911234567890'])
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it('an address that merely mentions http is not external', () => {
    expect(sanitizePostHtml('<a href="/go?to=https://example.com">x</a>')).toBe(
      '<a href="/go?to=https://example.com">x</a>',
    );
  });

  it('other schemes and protocol-relative addresses lose the address', () => {
    for (const href of ['ftp://example.com/f', 'data:text/plain,x', '//evil.example/x'])
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });
});

describe('pictures', () => {
  it('come from this site or over https only, and load lazily', () => {
    expect(sanitizePostHtml('<img src="https://cdn.example.com/a.jpg" />')).toBe(
      '<img loading="lazy" src="https://cdn.example.com/a.jpg" />',
    );
    expect(sanitizePostHtml('<img src="/uploads/a.webp" loading="eager" />')).toBe(
      '<img loading="lazy" src="/uploads/a.webp" />',
    );
  });

  it.each([
    'http://example.com/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'uploads/a.webp',
    '/uploads/a b.webp',
    'data:image/png;base64,AAAA',
  ])('lose a source such as %s', (src) => {
    expect(sanitizePostHtml(`<img src="${src}" alt="a" />`)).toBe('<img alt="a" loading="lazy" />');
  });
});

describe('video frames', () => {
  it.each([
    EMBED,
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&amp;rel=0',
  ])('the player at %s is kept', (src) => {
    expect(sanitizePostHtml(`<iframe src="${src}"></iframe>`)).toBe(`<iframe src="${src}"></iframe>`);
  });

  it.each([
    `https://evil.example/?u=${EMBED}`,
    `${EMBED}/../../evil`,
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/dQw4w9WgXcQx',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtubeXcom/embed/dQw4w9WgXcQ',
  ])('a frame of %s is removed with its content', (src) => {
    expect(sanitizePostHtml(`<p>a</p><iframe src="${src}">fallback</iframe>`)).toBe('<p>a</p>');
  });

  it('a frame without an address is removed', () => {
    expect(sanitizePostHtml('<iframe title="x"></iframe><p>a</p>')).toBe('<p>a</p>');
  });
});
