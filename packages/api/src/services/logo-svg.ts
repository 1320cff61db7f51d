// An uploaded SVG logo is untrusted markup: one allow-list of drawing elements and attributes (sanitize-html, the
// library the posts use, in XML mode), so scripts, event handlers, foreign content, links and references to anything
// outside the file cannot survive. What is not an SVG is refused.
import { invalid, LOGO_MESSAGES } from '@coach/shared';
import sanitizeHtml from 'sanitize-html';

// Stryker disable StringLiteral: an entry of the allow-lists taken out only makes the sanitiser stricter; what must
// never pass is stated by the tests of hostile files, what a drawing keeps by the test of one.
const SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];
const STRUCTURE = ['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'clipPath', 'mask', 'pattern'];
const TEXT = ['text', 'tspan', 'textPath'];
const PAINT = ['linearGradient', 'radialGradient', 'stop'];
// Filter primitives that only compute from what is drawn; feImage (which loads a picture) is not among them.
const FILTERS = [
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feColorMatrix',
  'feDropShadow',
  'feMorphology',
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'opacity',
  'color',
  'display',
  'visibility',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'dx',
  'dy',
  'xml:space',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'type',
  'values',
  'radius',
  'flood-color',
  'flood-opacity',
  'role',
  'aria-label',
];
// Stryker restore StringLiteral

/** A reference within the file: an address that starts with `#` (after the blanks a browser skips) is one. */
const isFragment = (value: string) => value.trim().startsWith('#');

/** A `url(` whose address is not a `#id` in this file (quoted or not; the look-ahead sits right after the bracket so
 * no backtracking can slip past it). */
const OUTSIDE_URL = /url\((?!\s*['"]?\s*#)/i;

/**
 * CSS (a style sheet, a style attribute, a paint like `url(#g)`) that reaches nothing outside the file: no at-rule
 * (`@import`), no backslash escape that could spell one, no `javascript:`, no `url()` but `url(#id)`.
 */
const isSelfContainedCss = (css: string) => !/[\\@]|javascript:/i.test(css) && !OUTSIDE_URL.test(css);

/** Drops attributes that point outside the file; gives a root its namespace, and with a viewBox and no size the
 * viewBox's size. */
function keepInside(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !isFragment(value)) continue;
    if (!isSelfContainedCss(value)) continue;
    kept[name] = value;
  }
  // Served as image/svg+xml, a root without the SVG namespace would be an unknown XML element and draw nothing.
  if (tagName === 'svg' && !kept.xmlns) kept.xmlns = 'http://www.w3.org/2000/svg';
  if (tagName === 'svg' && !kept.width && !kept.height && kept.viewBox) {
    const [, , width, height] = kept.viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (Number(width) > 0 && Number(height) > 0) Object.assign(kept, { width: String(width), height: String(height) });
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STRUCTURE, ...SHAPES, ...TEXT, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  // A second guard: keepInside already keeps only `#id` addresses.
  // Stryker disable next-line ArrayDeclaration,BooleanLiteral: see above
  allowedSchemes: [],
  // Stryker disable next-line BooleanLiteral: see above
  allowProtocolRelative: false,
  // A refused element goes, and so does the text of those whose text is code or another document.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'foreignObject'],
  // `<style>` is allowed for its class rules (design tools write them); a sheet reaching outside goes whole.
  // Stryker disable next-line BooleanLiteral: it only silences the library's warning that <style> is allowed
  allowVulnerableTags: true,
  exclusiveFilter: (frame) => frame.tag === 'style' && !isSelfContainedCss(frame.text),
  transformTags: { '*': keepInside },
  parser: { xmlMode: true },
};

/** Up to the root element: a BOM, an XML declaration, comments and white space; nothing else may come first. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/**
 * The upload as a safe SVG document, or a 400: not an SVG, or one declaring entities or a document type (an XXE
 * attempt, or an export nobody needs for a logo).
 */
export function sanitizeLogoSvg(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid(LOGO_MESSAGES.entities);
  if (!SVG_START.test(text)) throw invalid(LOGO_MESSAGES.notALogo);
  // The declaration and comments before the root are dropped; what is left after it fails to draw, a 400 later.
  return sanitizeHtml(text, OPTIONS).trim();
}

/** Whether bytes look like an SVG document (before any sanitising), to pick the path an upload takes. */
export const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'));
