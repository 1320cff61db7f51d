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
/** Blocks as simplify leaves them (it works deepest first, so wrappers are gone and h1 is renamed by then). */
const BLOCKS = tags('p h2 h3 h4 h5 h6 ul ol li table thead tbody tfoot tr td th blockquote pre figure hr');
/** Blocks that are nothing without text: Word's and Google Docs' blank lines. */
const TEXT_BLOCKS = tags('p h2 h3 h4 h5 h6');
const LISTS = tags('ul ol');
/** The font weights CSS draws bold. */
const BOLD_WEIGHTS = tags('bold bolder 600 700 800 900');
/** h1 is the page's title, so a pasted one becomes a section heading; <b>/<i> become what the toolbar writes. */
const RENAMED = new Map(Object.entries({ h1: 'h2', b: 'strong', i: 'em' }));
/** Word's Title is the document's title; its headings 7 to 9 are paragraphs of their own class (keys in lower case). */
const WORD_HEADINGS = new Map(
  Object.entries({ msotitle: 'h2', msoheading7: 'h6', msoheading8: 'h6', msoheading9: 'h6' }),
);
/** Maps, not objects: a pasted <constructor> element must not find Object.prototype's. */
const KEPT_ATTRIBUTES = new Map([
  ['a', ['href']],
  ['img', ['src', 'alt', 'title', 'width', 'height']],
  ['ol', ['start']],
  ['td', ['colspan', 'rowspan']],
  ['th', ['colspan', 'rowspan']],
]);
/**
 * The addresses an attribute may keep: links to the web, mail, phones and this site; images as the schema's image takes
 * them, web addresses and this site's paths (a Word image points at a temporary local file).
 */
const SAFE_ADDRESSES = new Map([
  ['href', /^(https?:|mailto:|tel:|\/(?![/\\]))/i],
  ['src', /^(https:\/\/|\/(?![/\\]))/i],
]);

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

/** An inline style's reader: a property's value or ''; names and values in lower case, as CSS compares them. */
function styleOf(element: Element): (property: string) => string {
  const style = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const [name, value] = declaration.split(':');
    if (value !== undefined) style.set(name!.trim().toLowerCase(), value.trim().toLowerCase());
  }
  return (property) => style.get(property) ?? '';
}

function removeJunk(body: HTMLElement): void {
  for (const element of elements(body)) {
    if (DROPPED.has(element.localName)) element.remove();
  }
  // Word's conditional comments and fragment markers; what sits between `<![if ...]>` and `<![endif]>` stays.
  for (const comment of nodesOf<Comment>(body, 128)) comment.remove();
}

/** Meaning carried by style or class rather than by tag. */
function readPresentation(element: Element): void {
  const tag = element.localName;
  const wordHeading = WORD_HEADINGS.get(element.className.toLowerCase());
  if (tag === 'span') wrapInStyleTags(element);
  else if (wordHeading) rename(element, wordHeading);
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-...">.
  else if (tag === 'b' || tag === 'strong') {
    const weight = styleOf(element)('font-weight');
    if (weight === 'normal' || weight === '400') unwrap(element);
  }
}

/** Google Docs (and many web pages) mark emphasis with a span's style rather than with a tag. */
function wrapInStyleTags(span: Element): void {
  const style = styleOf(span);
  const slant = style('font-style');
  const decoration = `${style('text-decoration')} ${style('text-decoration-line')}`;
  const align = style('vertical-align');
  const tags: string[] = [];
  // A heading is bold already.
  if (BOLD_WEIGHTS.has(style('font-weight')) && !span.closest('h1, h2, h3, h4, h5, h6')) tags.push('strong');
  if (slant === 'italic' || slant.startsWith('oblique')) tags.push('em');
  // A link's underline is how links look, not emphasis.
  if (decoration.includes('underline') && !span.closest('a')) tags.push('u');
  if (decoration.includes('line-through')) tags.push('s');
  if (align === 'super') tags.push('sup');
  if (align === 'sub') tags.push('sub');
  let inner: Element = span;
  for (const tag of tags) {
    const wrapper = span.ownerDocument.createElement(tag);
    wrapper.append(...inner.childNodes);
    inner.append(wrapper);
    inner = wrapper;
  }
}

/**
 * The level (1 to 9) of a paragraph Word wrote as a list item (`mso-list:l0 level2 lfo1`), or 0 for anything else:
 * a text node, or a numbered heading (Word gives it mso-list too, but it stays a heading).
 */
function wordListLevel(node: Node): number {
  if ((node as Element).localName !== 'p') return 0;
  const match = (node as Element).getAttribute('style')?.match(/mso-list:[^;]*level(\d)/i);
  return match ? Number(match[1]) : 0;
}

/** The next sibling, skipping blank text (comments are gone by then). */
function nextNonBlank(node: Node): Node | null {
  let next = node.nextSibling;
  while (next?.nodeType === 3 && !(next as Text).data.trim()) next = next.nextSibling;
  return next;
}

/** Removes the typed bullet or number (a span styled `mso-list:Ignore`) and returns it, e.g. "·", "o", "1.", "a)". */
function takeWordMarker(paragraph: Element): string {
  const isMarker = (span: Element) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '');
  const marker = [...paragraph.querySelectorAll('span')].find(isMarker);
  marker?.remove();
  // \s takes the no-break spaces Word pads a marker with too.
  return marker?.textContent.replace(/\s/g, '') ?? '';
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
    // Back out to the list this item belongs in: the one of its level, if it is of the same kind.
    while (open && (open.level > level || (open.level === level && open.list.localName !== tag))) open = open.outer;
    if (!open || open.level < level) {
      const list = document.createElement(tag);
      // A bullet's start is NaN; a <ul> with a number loses it with the attributes only an <ol> keeps.
      const start = Number.parseInt(marker, 10);
      if (start > 1) list.setAttribute('start', String(start));
      (open?.list.lastElementChild ?? fragment).append(list);
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
    // Every element here has a parent: body at least.
    if (!LISTS.has(list.localName) || !LISTS.has(list.parentElement!.localName)) continue;
    const previous = list.previousElementSibling;
    if (previous?.localName === 'li') previous.append(list);
    else {
      const item = list.ownerDocument.createElement('li');
      list.replaceWith(item);
      item.append(list);
    }
  }
}

/** Renames, unwraps or strips one element; called deepest first, so a wrapper sees its children already cleaned. */
function simplify(original: Element): void {
  const element = normalizeTag(original);
  if (!element) return;
  stripAttributes(element);
  const tag = element.localName;
  const meaningless = tag === 'span' || tag === 'font' || (tag === 'a' && !element.hasAttribute('href'));
  const unloadable = tag === 'img' && !element.hasAttribute('src');
  const empty = TEXT_BLOCKS.has(tag) && !element.textContent.trim() && !element.querySelector('img');
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

/** Keeps the attributes the schema reads, and of those an address only when it is safe. */
function stripAttributes(element: Element): void {
  const kept = KEPT_ATTRIBUTES.get(element.localName);
  for (const { name, value } of [...element.attributes]) {
    const safe = SAFE_ADDRESSES.get(name)?.test(value.trim()) ?? true;
    if (!kept?.includes(name) || !safe) element.removeAttribute(name);
  }
}

/** Collapses source line breaks and indentation as a browser shows them; drops blank text between blocks. */
function tidyWhitespace(body: HTMLElement): void {
  const isBlock = (node: Node | null) => node?.nodeType === 1 && BLOCKS.has((node as Element).localName);
  for (const text of nodesOf<Text>(body, 4)) {
    // A code block keeps its spacing. Every text node here sits in an element: body at least.
    if (text.parentElement!.closest('pre')) continue;
    const between = text.parentNode === body || isBlock(text.previousSibling) || isBlock(text.nextSibling);
    if (between && !text.data.trim()) text.remove();
    // Not \s: a no-break space is one the author typed.
    else text.data = text.data.replace(/[ \t\r\n]+/g, ' ');
  }
  // A line break between blocks is Google Docs' empty line (or the browser's marker of a copied line's end).
  for (const child of [...body.children]) if (child.localName === 'br') child.remove();
}
