import { generateHTML, generateJSON } from '@tiptap/html';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { postEditorExtensions } from './extensions';
import { sectionTables } from './tables';

/** The same markup whatever the order of each element's attributes: they are written sorted. */
function canonical(html: string): string {
  const document = new Window().document;
  const body = document.createElement('div');
  body.innerHTML = html;
  for (const element of body.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value ?? ''] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return body.innerHTML;
}

/** HTML through the editor's schema and back, as opening and saving a post does. */
function roundTrip(html: string): string {
  const written = new Window().document.createElement('div');
  written.innerHTML = generateHTML(generateJSON(html, postEditorExtensions), postEditorExtensions);
  sectionTables(written as unknown as ParentNode);
  return written.innerHTML;
}

describe('the post editor keeps what the allow-list allows', () => {
  const kept = [
    '<h2>Heading 2</h2>',
    '<h3>Heading 3</h3>',
    '<h4>Heading 4</h4>',
    '<h5>Heading 5</h5>',
    '<h6>Heading 6</h6>',
    '<p>Plain <strong>bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <code>code()</code></p>',
    '<p>H<sub>2</sub>O and m<sup>2</sup> and <mark>marked</mark></p>',
    '<p>One line<br>and the next</p>',
    '<hr>',
    '<ul><li><p>First</p></li><li><p>Second</p></li></ul>',
    '<ol start="3"><li><p>Third</p></li></ol>',
    '<blockquote><p>Quoted</p></blockquote>',
    '<pre><code>const x = 1;</code></pre>',
    '<p><a href="https://example.com/guide">a guide</a></p>',
    '<img src="/uploads/blog/photo.webp" alt="A bowl of oats">',
    '<img src="/uploads/blog/photo.webp" alt="Oats" title="Oats" width="800" height="600" loading="lazy">',
    '<a href="/uploads/blog/oats.webp"><img src="/uploads/blog/oats-medium.webp" alt="Oats"></a>',
    '<figure><img src="/uploads/blog/photo.webp" alt="Oats"><figcaption>Overnight <em>oats</em></figcaption></figure>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="A recipe" allowfullscreen=""></iframe>',
    '<iframe src="https://www.youtube.com/embed/abcdefghijk?start=5" title="T" width="560" height="315" allow="autoplay; encrypted-media"></iframe>',
    '<p><a href="/recipes" title="All recipes">recipes</a></p>',
    '<p><span>a span</span>, <b>b</b> and <i>i</i></p>',
    '<p><a href="https://example.com" rel="noopener nofollow" target="_blank">external</a></p>',
    '<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    '<table><caption>Meal plan</caption><thead><tr><th scope="col">Meal</th><th scope="col">Food</th></tr></thead><tbody><tr><td>Breakfast</td><td><strong>Oats</strong></td></tr><tr><td colspan="2">Rest</td></tr></tbody><tfoot><tr><td>Total</td><td>2</td></tr></tfoot></table>',
  ];
  for (const html of kept) {
    it(html, () => {
      expect(canonical(roundTrip(html))).toBe(canonical(html));
    });
  }
});

describe('the post editor drops what the allow-list drops', () => {
  it('keeps no image address but web addresses and site paths', () => {
    expect(roundTrip('<img src="x" alt="a">')).toBe('<img alt="a">');
    expect(roundTrip('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a">');
    expect(roundTrip('<img src="//evil.example/a.png" alt="a">')).toBe('<img alt="a">');
    const kept = '<img src="https://cdn.example/a.png" alt="a">';
    expect(canonical(roundTrip(kept))).toBe(canonical(kept));
  });

  it('keeps an image link only to a web address or a site path, and the image either way', () => {
    const image = canonical('<img src="/a.webp" alt="a">');
    expect(canonical(roundTrip('<a href="javascript:alert(1)"><img src="/a.webp" alt="a"></a>'))).toBe(image);
    expect(canonical(roundTrip('<a href="//evil.example"><img src="/a.webp" alt="a"></a>'))).toBe(image);
  });

  it('reads a link holding text and an image as a link, not as the image', () => {
    expect(roundTrip('<p><a href="/b">see <img src="/a.webp" alt="a"></a></p>')).not.toContain('<a href="/b"><img');
  });

  it('keeps no frame but the YouTube player', () => {
    expect(roundTrip('<iframe src="https://evil.example/"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(roundTrip('<iframe src="javascript:alert(1)"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(roundTrip('<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    );
  });

  it('keeps no script, handler or style', () => {
    expect(roundTrip('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });
});
