// Cleans HTML pasted into the post editor (Tiptap's `transformPastedHTML`): keeps the structure a word processor or a
// web page puts on the clipboard (headings, lists, links, emphasis) and drops the rest (styles, classes, scripts, fonts).
// The schema drops unknown tags and attributes by itself, but not the meaning hidden in them: Word writes lists as
// paragraphs with typed bullets and Google Docs writes emphasis as styled spans, so those are rebuilt as real elements.

/** Dropped with their content: code, metadata, Word's XML and `<o:p>` (an empty paragraph's filler), embeds, forms. */
const DROPPED = tags(
  'script style meta link title xml o:p template noscript iframe object embed svg canvas form button select textarea',
);
/** Elements that only group others: unwrapped, or a paragraph when they hold text alone. */
const WRAPPERS = tags('div section article main header footer aside nav center');
const BLOCKS = tags(
  `p h1 h2 h3 h4 h5 h6 ul ol li table thead tbody tfoot tr td th blockquote pre figure hr ${[...WRAPPERS].join(' ')}`,
);
/** h1 is the page's title, so a pasted one becomes a section heading; <b>/<i> become what the toolbar writes. */
const RENAMED = new Map(Object.entries({ h1: 'h2', b: 'strong', i: 'em' }));
/** Maps, not objects: a pasted <constructor> element must not find Object.prototype's. */
const KEPT_ATTRIBUTES = new Map([
  ['a', ['href']],
  ['img', ['src', 'alt', 'title', 'width', 'height']],
  ['ol', ['start']],
  ['td', ['colspan', 'rowspan']],
  ['th', ['colspan', 'rowspan']],
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;
/** As the schema's image: web addresses and this site's paths (a Word image points at a temporary local file). */
const SAFE_SRC = /^(https:\/\/|\/(?![/\\]))/i;

function tags(names: string): Set<string> {
  return new Set(names.split(' '));
}

export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  removeJunk(body);
  rebuildWordLists(body);
  for (const element of elements(body)) readPresentation(element);
  nestStrayLists(body);
  for (const element of elements(body).reverse()) simplify(element);
  tidyWhitespace(body);
  return body.innerHTML;
}

const elements = (root: Element): Element[] => [...root.querySelectorAll('*')];

/** The comments (128, NodeFilter.SHOW_COMMENT) or text nodes (4, SHOW_TEXT) under root, listed before any change. */
function nodesOf<T extends Node>(root: Element, show: 4 | 128): T[] {
  const walker = root.ownerDocument.createTreeWalker(root, show);
  const nodes: T[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as T);
  return nodes;
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** The declarations of an inline style, keyed by lower-case property name. */
function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return style;
}

function removeJunk(body: HTMLElement): void {
  for (const element of elements(body)) {
    if (DROPPED.has(element.localName)) element.remove();
  }
  // Word's conditional comments and fragment markers; what sits between `<![if ...]>` and `<![endif]>` stays.
  for (const comment of nodesOf(body, 128)) comment.parentNode?.removeChild(comment);
}

/** Meaning carried by style or class rather than by tag. */
function readPresentation(element: Element): void {
  const tag = element.localName;
  const weight = styleOf(element).get('font-weight');
  const wordStyle = tag === 'p' ? (element.getAttribute('class') ?? '') : '';
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-...">.
  if ((tag === 'b' || tag === 'strong') && (weight === 'normal' || weight === '400')) unwrap(element);
  else if (tag === 'span') wrapInStyleTags(element);
  // Word's Title style is the document's title; its headings 7 to 9 are paragraphs of their own class.
  else if (/^MsoTitle$/i.test(wordStyle)) rename(element, 'h2');
  else if (/^MsoHeading[7-9]$/i.test(wordStyle)) rename(element, 'h6');
}

/** Google Docs (and many web pages) mark emphasis with a span's style rather than with a tag. */
function wrapInStyleTags(span: Element): void {
  const style = styleOf(span);
  const weight = style.get('font-weight') ?? '';
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  const tags: string[] = [];
  // A heading is bold already; a link's underline is how links look, not emphasis.
  if (/^(bold|bolder|[6-9]00)$/i.test(weight) && !span.closest('h1, h2, h3, h4, h5, h6')) tags.push('strong');
  if (/^(italic|oblique)/i.test(style.get('font-style') ?? '')) tags.push('em');
  if (/underline/i.test(decoration) && !span.closest('a')) tags.push('u');
  if (/line-through/i.test(decoration)) tags.push('s');
  const align = style.get('vertical-align');
  if (align === 'super' || align === 'sub') tags.push(align === 'super' ? 'sup' : 'sub');
  let inner: Element = span;
  for (const tag of tags) {
    const wrapper = span.ownerDocument.createElement(tag);
    wrapper.append(...inner.childNodes);
    inner.append(wrapper);
    inner = wrapper;
  }
}

/** The level (1, 2, ...) of a paragraph Word wrote as a list item (`mso-list:l0 level2 lfo1`), or 0. */
function wordListLevel(node: Node | null): number {
  if (node?.nodeType !== 1 || (node as Element).localName !== 'p') return 0;
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec((node as Element).getAttribute('style') ?? '');
  return match ? Number(match[1]) : 0;
}

/** The next sibling, skipping blank text (comments are gone by then). */
function nextNonBlank(node: Node): Node | null {
  let next = node.nextSibling;
  while (next?.nodeType === 3 && !next.textContent?.trim()) next = next.nextSibling;
  return next;
}

/** Removes the typed bullet or number (a span styled `mso-list:Ignore`) and returns it, e.g. "·", "o", "1.", "a)". */
function takeWordMarker(paragraph: Element): string {
  const isMarker = (span: Element) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '');
  const marker = [...paragraph.querySelectorAll('span')].find(isMarker);
  const text = marker?.textContent?.replace(/[\s\u00a0]+/g, '') ?? '';
  marker?.remove();
  return text;
}

/** Each run of Word's list paragraphs becomes one list; the first connected one met is always a run's start. */
function rebuildWordLists(body: HTMLElement): void {
  for (const first of elements(body)) {
    if (!first.isConnected || !wordListLevel(first)) continue;
    const run: Element[] = [first];
    for (let next = nextNonBlank(first); next && wordListLevel(next); next = nextNonBlank(next)) {
      run.push(next as Element);
    }
    first.before(buildList(first.ownerDocument, run));
    for (const paragraph of run) paragraph.remove();
  }
}

/** A list being filled, and the one it sits in. */
type OpenList = { list: Element; level: number; outer: OpenList | undefined };

/** Nested <ul>/<ol> from Word's list paragraphs: a deeper level goes into the last item above it. */
function buildList(document: Document, run: Element[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  let open: OpenList | undefined;
  for (const paragraph of run) {
    const level = wordListLevel(paragraph);
    const marker = takeWordMarker(paragraph);
    const tag = /^\(?(\d+|[a-z]{1,5})[.)]$/i.test(marker) ? 'ol' : 'ul';
    while (open && (open.level > level || (open.level === level && open.list.localName !== tag))) open = open.outer;
    if (!open || open.level < level) {
      const list = document.createElement(tag);
      const start = Number.parseInt(marker, 10);
      if (tag === 'ol' && start > 1) list.setAttribute('start', String(start));
      (open ? open.list.lastElementChild : fragment)?.append(list);
      open = { list, level, outer: open };
    }
    const item = document.createElement('li');
    const text = document.createElement('p');
    text.append(...paragraph.childNodes);
    item.append(text);
    open.list.append(item);
  }
  return fragment;
}

/** Google Docs writes a sub-list as a sibling of the items (<ul><li>..</li><ul>..</ul></ul>); it belongs in the item. */
function nestStrayLists(body: HTMLElement): void {
  for (const list of elements(body)) {
    const parent = list.parentElement;
    if (!/^(ul|ol)$/.test(list.localName) || !parent || !/^(ul|ol)$/.test(parent.localName)) continue;
    const previous = list.previousElementSibling;
    const item = previous?.localName === 'li' ? previous : list.ownerDocument.createElement('li');
    if (item !== previous) list.before(item);
    item.append(list);
  }
}

/** Renames, unwraps or strips one element; called deepest first, so a wrapper sees its children already cleaned. */
function simplify(original: Element): void {
  const element = normalizeTag(original);
  if (!element) return;
  stripAttributes(element);
  const tag = element.localName;
  const meaningless = tag === 'span' || tag === 'font' || (tag === 'a' && !element.hasAttribute('href'));
  const unloadable = tag === 'img' && !SAFE_SRC.test(element.getAttribute('src') ?? '');
  const empty = /^(p|h[2-6])$/.test(tag) && !element.textContent?.trim() && !element.querySelector('img');
  if (meaningless) unwrap(element);
  else if (unloadable || empty) element.remove();
}

/** The element under the name it keeps; null when it was a wrapper of blocks, now unwrapped. */
function normalizeTag(element: Element): Element | null {
  const renamed = RENAMED.get(element.localName);
  if (renamed) return rename(element, renamed);
  if (!WRAPPERS.has(element.localName)) return element;
  if (![...element.children].some((child) => BLOCKS.has(child.localName))) return rename(element, 'p');
  unwrap(element);
  return null;
}

function stripAttributes(element: Element): void {
  const kept = KEPT_ATTRIBUTES.get(element.localName) ?? [];
  for (const { name } of [...element.attributes]) if (!kept.includes(name)) element.removeAttribute(name);
  const href = element.getAttribute('href');
  if (href !== null && !SAFE_HREF.test(href.trim())) element.removeAttribute('href');
}

/** Collapses source line breaks and indentation as a browser shows them; drops blank text between blocks. */
function tidyWhitespace(body: HTMLElement): void {
  const isBlock = (node: Node | null) => node?.nodeType === 1 && BLOCKS.has((node as Element).localName);
  for (const text of nodesOf<Text>(body, 4)) {
    if (text.parentElement?.closest('pre')) continue;
    const between = text.parentNode === body || isBlock(text.previousSibling) || isBlock(text.nextSibling);
    if (between && !text.data.trim()) text.remove();
    else text.data = text.data.replace(/[ \t\r\n]+/g, ' ');
  }
  // A line break between blocks is Google Docs' empty line (or the browser's marker of a copied line's end).
  for (const child of [...body.children]) if (child.localName === 'br') child.remove();
}
