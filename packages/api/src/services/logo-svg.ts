// An uploaded SVG logo is untrusted markup: one allow-list of drawing elements and attributes (sanitize-html, the
// library the posts use, in XML mode), so scripts, event handlers, foreign content, links and references to anything
// outside the file cannot survive. What is not an SVG is refused.
import { invalid, LOGO_MESSAGES } from '@coach/shared';
import sanitizeHtml from 'sanitize-html';

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

/** A reference within the file (`#id`); anything else (a web address, a file, `javascript:`) is outside it. */
const isFragment = (value: string) => /^#[\w.:-]*$/.test(value.trim());

/**
 * CSS that reaches nothing outside the file: no `@import`, no `url()` but `url(#id)`, no escapes that could spell
 * either, no old IE expressions.
 */
function isSelfContainedCss(css: string): boolean {
  if (/[\\@]|expression\s*\(|javascript:/i.test(css)) return false;
  const readable = [...css.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)];
  // A url( the pattern cannot read (unbalanced quotes, for one) counts as reaching outside.
  const all = css.match(/url\s*\(/gi)?.length ?? 0;
  return readable.length === all && readable.every((match) => isFragment(match[2] ?? ''));
}

/** Drops attributes that point outside the file; gives a root with only a viewBox its size from it. */
function keepInside(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !isFragment(value)) continue;
    if (!isSelfContainedCss(value)) continue;
    kept[name] = value;
  }
  if (tagName === 'svg' && !(kept.width && kept.height) && kept.viewBox) {
    const [, , width, height] = kept.viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (width && height && width > 0 && height > 0)
      Object.assign(kept, { width: String(width), height: String(height) });
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STRUCTURE, ...SHAPES, ...TEXT, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // A refused element goes, and so does the text of those whose text is code or another document.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea', 'option'],
  // `<style>` is allowed for its class rules (design tools write them); a sheet reaching outside goes whole.
  allowVulnerableTags: true,
  exclusiveFilter: (frame) => frame.tag === 'style' && !isSelfContainedCss(frame.text),
  transformTags: { '*': keepInside },
  parser: { xmlMode: true, decodeEntities: true },
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
  const clean = sanitizeHtml(text, OPTIONS);
  const start = clean.indexOf('<svg');
  if (start < 0 || !clean.trimEnd().endsWith('</svg>')) throw invalid(LOGO_MESSAGES.notALogo);
  return clean.slice(start).trimEnd();
}

/** Whether bytes look like an SVG document (before any sanitising), to pick the path an upload takes. */
export const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'));
