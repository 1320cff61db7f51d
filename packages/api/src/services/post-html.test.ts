import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './post-html';

describe('sanitizePostHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><blockquote>q</blockquote><table><tr><td>1</td></tr></table><pre><code>x</code></pre>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><blockquote>q</blockquote><table><tr><td>1</td></tr></table><pre><code>x</code></pre>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.com/x"></iframe>', ''],
    ['<img src="/uploads/x.webp" onerror="alert(1)">', '<img loading="lazy" src="/uploads/x.webp" />'],
    ['<svg><script>1</script></svg>', ''],
  ])('removes danger from %s', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output);
  });

  it('marks external links and keeps the video embed', () => {
    expect(sanitizePostHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener nofollow" target="_blank">x</a>',
    );
    expect(sanitizePostHtml('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    );
  });
});
