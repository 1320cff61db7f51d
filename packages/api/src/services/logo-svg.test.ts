// The SVG logo's allow-list: drawing survives; scripts, handlers, foreign content, links and outside references do
// not; what is not an SVG, or declares entities, is refused.
import { LOGO_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeLogoSvg } from './logo-svg';

const clean = (svg: string) => sanitizeLogoSvg(Buffer.from(svg));
const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" viewBox="0 0 64 64"${attributes}>${body}</svg>`;

/** Nothing in the output may run code or reach outside the file. */
function expectInert(output: string) {
  expect(output).not.toMatch(/<script|<foreignObject|<iframe|<image|<a[\s>]|<animate|<set[\s>]/i);
  expect(output).not.toMatch(/\son\w+\s*=/i);
  expect(output).not.toMatch(/javascript:|data:|https?:\/\/(?!www\.w3\.org)/i);
  expect(output).not.toMatch(/@import|<!ENTITY|<!DOCTYPE/i);
  // Every address left is a `#id` within the file.
  expect(output).not.toMatch(/href="\s*[^#\s]/);
  expect(output).not.toMatch(/url\(\s*['"]?\s*[^#'"\s]/);
}

describe('sanitizeLogoSvg', () => {
  it('keeps a drawing as it was: shapes, gradients, text, classes, references within the file', () => {
    const drawing = svg(
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#059669"/></linearGradient></defs>' +
        '<style>.a{fill:#065f46}</style><title>Leaf</title>' +
        '<circle cx="32" cy="32" r="30" fill="url(#g)"/><path class="a" d="M20 40c0-14 10-22 26-22"/>' +
        '<use href="#g"/><text x="4" y="60" font-size="8">Leaf &amp; Co @home</text>' +
        '<filter id="soft-edge.1"><feGaussianBlur stdDeviation="2"/></filter>' +
        `<rect width="4" height="4" filter="url( '#soft-edge.1' )" style="fill: url(&quot;#g&quot;)" mask="url(#m)"/>` +
        '<use xlink:href=" #leaf-mark"/>',
    );
    const output = clean(drawing);
    for (const kept of [
      '<linearGradient id="g" x1="0" x2="1">',
      'stop-color="#059669"',
      '<style>.a{fill:#065f46}</style>',
      '<title>Leaf</title>',
      'fill="url(#g)"',
      '<path class="a" d="M20 40c0-14 10-22 26-22">',
      '<use href="#g">',
      'Leaf &amp; Co @home</text>',
      'viewBox="0 0 64 64"',
      '<filter id="soft-edge.1"><feGaussianBlur stdDeviation="2">',
      `filter="url( '#soft-edge.1' )"`,
      'style="fill:url(&quot;#g&quot;)"',
      'mask="url(#m)"',
      'xlink:href=" #leaf-mark"',
    ]) {
      expect(output).toContain(kept);
    }
    expect(output.startsWith('<svg')).toBe(true);
    expect(output.endsWith('</svg>')).toBe(true);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script><circle r="4"/>')],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script><circle r="4"/>')],
    ['an onload handler', svg('<circle r="4"/>', ' onload="alert(1)"')],
    ['handlers on shapes', svg('<circle r="4" onclick="alert(1)" onmouseover="alert(2)"/>')],
    [
      'foreign content',
      svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>'),
    ],
    ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><circle r="4"/></a>')],
    ['a javascript: href on use', svg('<use href="javascript:alert(1)"/><use xlink:href="javascript:alert(2)"/>')],
    ['an outside picture', svg('<image href="https://evil.example/x.png" width="10" height="10"/>')],
    ['an outside picture by xlink', svg('<image xlink:href="https://evil.example/x.png"/>')],
    ['a data: picture', svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" />')],
    ['an outside use', svg('<use href="https://evil.example/s.svg#a"/>')],
    ['an outside fill', svg('<rect width="4" height="4" fill="url(https://evil.example/p.svg#p)"/>')],
    ['an outside style', svg('<rect width="4" height="4" style="fill:url(&quot;https://evil.example/x&quot;)"/>')],
    ['an imported sheet', svg('<style>@import url(https://evil.example/a.css);</style><rect width="4" height="4"/>')],
    ['a sheet with an outside picture', svg('<style>rect{fill:url(https://evil.example/x)}</style>')],
    ['an escaped url in a sheet', svg('<style>rect{background:u\\72l(https://evil.example/x)}</style>')],
    ['animation setting a link', svg('<a><animate attributeName="href" to="javascript:alert(1)"/></a>')],
    ['a set element', svg('<set attributeName="onload" to="alert(1)"/>')],
    ['an iframe', svg('<iframe src="https://evil.example"/>')],
    ['an outside use by xlink', svg('<use xlink:href="https://evil.example/s.svg#a"/>')],
    ['a use of another file on the site', svg('<use href="sprite.svg#a"/><use xlink:href="/uploads/x.svg#b"/>')],
    ['a protocol-relative use', svg('<use href="//evil.example/s.svg#a"/>')],
    ['a picture filter', svg('<filter><feImage href="https://evil.example/x.png"/></filter>')],
    ['an outside url with spaces', svg('<rect width="4" height="4" fill="url( https://evil.example/p )"/>')],
    ['an outside url in quotes', svg(`<rect width="4" height="4" fill="url('https://evil.example/p')"/>`)],
    ['a url with a fragment later', svg('<rect width="4" height="4" fill="url(https://evil.example/p#g)"/>')],
    ['a javascript: style', svg('<rect width="4" height="4" style="fill:javascript:alert(1)"/>')],
  ])('makes %s inert', (_name, hostile) => {
    expectInert(clean(hostile));
  });

  it('removes the text of scripts and foreign content, and keeps that of other refused elements', () => {
    const output = clean(
      svg('<script>alert(1)</script><foreignObject><p>alert(2)</p></foreignObject><switch><text>kept</text></switch>'),
    );
    expect(output).not.toContain('alert');
    expect(output).toContain('<text>kept</text>');
  });

  it('drops only the style sheet that reaches outside', () => {
    const output = clean(svg('<style>.a{fill:red}</style><style>@import url(x.css);</style><circle r="2"/>'));
    expect(output).toContain('<style>.a{fill:red}</style>');
    expect(output).not.toContain('import');
  });

  it('keeps the shapes that sat inside a removed link', () => {
    expect(clean(svg('<a href="https://evil.example"><circle r="4"/></a>'))).toContain('<circle r="4">');
  });

  it('gives a root with only a viewBox its size from it', () => {
    const root = (attributes: string) => clean(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);
    expect(root('viewBox="0 0 120 40"')).toMatch(/^<svg [^>]*width="120" height="40">/);
    expect(root('viewBox=" 5, 5, 120.5, 40 "')).toMatch(/^<svg [^>]*width="120.5" height="40">/);
    // A size given, even half of one, is kept as given.
    expect(root('viewBox="0 0 120 40" width="12" height="4"')).toMatch(/^<svg [^>]*width="12" height="4">/);
    expect(root('viewBox="0 0 120 40" width="12"')).not.toContain('height=');
    expect(root('viewBox="0 0 120 40" height="4"')).not.toContain('width=');
    // A viewBox with no area, or none readable, gives no size.
    for (const viewBox of ['0 0 0 40', '0 0 120 0', '0 0 -5 40', '0 0 120', 'none']) {
      expect(root(`viewBox="${viewBox}"`), viewBox).not.toMatch(/width=|height=/);
    }
    // The SVG namespace, when the file left it out (without it a browser draws nothing).
    expect(clean('<svg viewBox="0 0 4 4"><rect/></svg>')).toBe(
      '<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect></rect></svg>',
    );
    // Only the root: a symbol keeps its viewBox alone.
    expect(clean(svg('<symbol id="s" viewBox="0 0 9 9"><rect/></symbol>'))).toContain(
      '<symbol id="s" viewBox="0 0 9 9">',
    );
  });

  it('refuses entity and document type declarations (XXE)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`;
    expect(() => clean(xxe)).toThrow(LOGO_MESSAGES.entities);
    expect(() => clean(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">${svg('')}`)).toThrow(
      LOGO_MESSAGES.entities,
    );
  });

  it('takes an XML declaration and comments before the root, and refuses what is not an SVG', () => {
    const plain = svg('<rect></rect>');
    expect(clean(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${plain}\n`)).toBe(plain);
    expect(clean(`<?xml version="1.0"?><!--a--><!--b-->${plain}`)).toBe(plain);
    for (const other of ['<html><svg></svg></html>', 'hello <svg></svg>', '<svgx></svgx>', 'GIF89a', '']) {
      expect(() => clean(other), other).toThrow(LOGO_MESSAGES.notALogo);
    }
  });
});

describe('looksLikeSvg', () => {
  it('tells an SVG document from an image format', () => {
    expect(looksLikeSvg(Buffer.from(svg('')))).toBe(true);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(looksLikeSvg(Buffer.from('plain text'))).toBe(false);
  });
});
