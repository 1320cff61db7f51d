// What a newsletter e-mail may carry: the article cut to the site's own pictures and absolute links, one-line subjects,
// the plain text, and each recipient's values put where the issue's own markers are, escaped in the HTML only.
import { describe, expect, it } from 'vitest';
import {
  articleHtml,
  manageSubscriptionPath,
  markersOf,
  newsletterPostPath,
  personalise,
  plainTextOf,
  sitePicture,
  subjectOf,
} from './issue-text';

const origin = 'https://coach.example';

describe('the links', () => {
  it('count the post as a visit from the newsletter, and reach the manage page', () => {
    expect(newsletterPostPath({ id: 7, slug: 'iron & you' })).toBe(
      '/blog/7?utm_source=newsletter&utm_medium=email&utm_campaign=iron%20%26%20you',
    );
    expect(manageSubscriptionPath('12.ab/c')).toBe('/newsletter/manage?token=12.ab%2Fc');
  });

  it('show only the site’s own pictures, as absolute addresses', () => {
    expect(sitePicture('/uploads/blog/a.webp', origin)).toBe('https://coach.example/uploads/blog/a.webp');
    for (const elsewhere of ['https://t.example/p.gif', '//t.example/p.gif', 'uploads/a.webp', '', null]) {
      expect(sitePicture(elsewhere, origin), String(elsewhere)).toBeNull();
    }
  });
});

describe('the article in an e-mail', () => {
  it('keeps the text, makes links absolute, and keeps only the site’s pictures, sized to the e-mail', () => {
    const html = articleHtml(
      '<h2 class="x">A</h2><p onclick="x()">B <a href="/recipes/3" target="_blank">r</a> ' +
        '<a href="https://x.example/">x</a> <a href="http://h.example/">h</a> <a href="mailto:a@b.co">m</a> ' +
        '<a href="javascript:alert(1)">j</a> ' +
        '<a href="//evil.example/">e</a></p>' +
        '<img src="/u/a.webp" alt="a" width="10" height="20" style="position:fixed" onerror="x()">' +
        '<img src="https://t.example/p.gif" alt="t"><img src="//t.example/p.gif" alt="t2"><img alt="none">' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><script>x</script><ul><li>l</li></ul>',
      origin,
    );
    expect(html).toBe(
      '<h2>A</h2><p>B <a href="https://coach.example/recipes/3">r</a> <a href="https://x.example/">x</a> ' +
        '<a href="http://h.example/">h</a> ' +
        '<a href="mailto:a@b.co">m</a> <a>j</a> <a>e</a></p>' +
        '<img alt="a" width="10" height="20" src="https://coach.example/u/a.webp" style="max-width:100%;height:auto" />' +
        '<ul><li>l</li></ul>',
    );
  });

  it('is empty for an empty article', () => {
    expect(articleHtml('', origin)).toBe('');
  });
});

describe('the subject', () => {
  it('is one line of at most 200 characters', () => {
    expect(subjectOf('Iron\r\nfor\n\nyou\rtoday')).toBe('Iron for you today');
    expect(subjectOf('x'.repeat(250))).toBe('x'.repeat(200));
  });
});

describe('the plain text', () => {
  it('leaves out pictures and the hidden preview, keeps headings as written and link addresses', () => {
    expect(
      plainTextOf(
        '<div data-skip-in-text="true">Preview</div><h1>Title Case</h1><h2>Sub Head</h2><h3>Third</h3><h4>Fourth</h4>' +
          '<p>See <a href="https://coach.example/x">https://coach.example/x</a> and <a href="https://coach.example/y">this</a>.</p>' +
          '<img src="https://coach.example/i.webp" alt="Alt text">',
      ),
    ).toBe(
      'Title Case\n\n\nSub Head\n\n\nThird\n\nFourth\n\nSee https://coach.example/x and this [https://coach.example/y].\n',
    );
  });

  it('wraps long lines at 78 characters', () => {
    const lines = plainTextOf(`<p>${'word '.repeat(40)}</p>`).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(lines.length).toBeGreaterThan(2);
  });
});

describe('each recipient’s values', () => {
  const marker = 'f00d';
  const m = markersOf(marker);

  it('stand where the issue’s markers are', () => {
    expect(m).toEqual({ origin: 'https://site-f00d.invalid', token: 'token-f00d', name: 'name-f00d' });
  });

  it('are escaped in the HTML and as typed in the text, every time they appear', () => {
    const body = `${m.origin}/a ${m.token} ${m.name}; ${m.origin}/b ${m.token} ${m.name}`;
    const { html, text } = personalise(
      { html_body: body, text_body: body, marker },
      { origin: 'https://c.example', token: '12.a/b', name: '<Asha & "Co">' },
    );
    expect(html).toBe(
      'https://c.example/a 12.a%2Fb &lt;Asha &amp; &quot;Co&quot;&gt;; https://c.example/b 12.a%2Fb &lt;Asha &amp; &quot;Co&quot;&gt;',
    );
    expect(text).toBe('https://c.example/a 12.a%2Fb <Asha & "Co">; https://c.example/b 12.a%2Fb <Asha & "Co">');
  });

  it('leave another issue’s markers alone', () => {
    const other = markersOf('beef');
    const body = `${other.name} ${other.token} ${other.origin}`;
    const { html, text } = personalise(
      { html_body: body, text_body: body, marker },
      { origin: origin, token: '1.x', name: 'Asha' },
    );
    expect(html).toBe(body);
    expect(text).toBe(body);
  });
});
