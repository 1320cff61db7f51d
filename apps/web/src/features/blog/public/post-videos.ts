// A post's sanitised HTML cut around its top-level YouTube frames, so the page can show each as the lightweight
// poster the rest of the site uses (the player loads on click) instead of loading YouTube with the page.

export type PostPart = { html: string } | { videoId: string; title: string };

/** Each tag of sanitised HTML (text there has its `<` escaped); a `>` inside a quoted value does not end one. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'source', 'col', 'area', 'embed', 'meta', 'link']);
const EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#]|$)/;

/** An attribute's value from a tag's attribute text, entities of quotes undone as the sanitiser writes them. */
function attribute(attributes: string, name: string): string {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return (match?.[1] ?? match?.[2] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The HTML as parts: HTML runs, and the videos that stand alone between blocks. A frame nested in another element
 * (a table cell, a figure) stays a frame, since cutting there would break that element.
 */
export function splitVideos(html: string): PostPart[] {
  const parts: PostPart[] = [];
  let depth = 0;
  let from = 0;
  const tags = new RegExp(TAG.source, 'g');
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, rawName, attributes = ''] = match;
    const name = rawName?.toLowerCase() ?? '';
    if (VOID.has(name) || whole.endsWith('/>')) continue;
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    const end = html.toLowerCase().indexOf('</iframe>', match.index + whole.length);
    const videoId = name === 'iframe' && depth === 0 ? EMBED.exec(attribute(attributes, 'src'))?.[1] : undefined;
    if (!videoId || end < 0) {
      depth += 1;
      continue;
    }
    if (match.index > from) parts.push({ html: html.slice(from, match.index) });
    parts.push({ videoId, title: attribute(attributes, 'title') });
    from = end + '</iframe>'.length;
    tags.lastIndex = from;
  }
  if (from < html.length) parts.push({ html: html.slice(from) });
  return parts;
}
