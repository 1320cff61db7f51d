// What a newsletter e-mail may carry, apart from how it looks: the article sanitised again for an inbox (only the
// site's own pictures, absolute links), the subject as one line, the plain-text alternative, and the markers where each
// recipient's own values go (their site address, their link's token, their name) with the filling of them: escaped in
// the HTML, as typed in the text. A marker holds a random word per issue, so no title or article can forge one.
import escapeHtml from 'escape-html';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { sanitizePostHtml } from '../post-html';

/** The places each recipient's own values go in one issue. */
export type Markers = { origin: string; token: string; name: string };

export const markersOf = (marker: string): Markers => ({
  origin: `https://site-${marker}.invalid`,
  token: `token-${marker}`,
  name: `name-${marker}`,
});

/** The post, counted as a visit from the newsletter. */
export const newsletterPostPath = (post: { id: number; slug: string }) =>
  `/blog/${post.id}?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(post.slug)}`;

/** The manage page: unsubscribe, or change the name. */
export const manageSubscriptionPath = (token: string) => `/newsletter/manage?token=${encodeURIComponent(token)}`;

/** A path on the site (`/uploads/...`), not an address elsewhere (`//host/...`, `https://...`). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A picture of the site's own as an absolute address; null for any other (it would report who opened the e-mail). */
export const sitePicture = (url: string | null, origin: string) => (url && isSitePath(url) ? `${origin}${url}` : null);

/**
 * The article as an e-mail carries it: sanitised as on the site, then cut to what an inbox shows. Pictures only from
 * the site itself, made absolute and never wider than the e-mail; links made absolute; no video frame.
 */
export function articleHtml(content: string, origin: string): string {
  // A string in, a string out: sanitizePostHtml answers null only for no content.
  return sanitizeHtml(sanitizePostHtml(content) as string, {
    // sanitize-html's defaults carry no iframe: a video stays on the site.
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height', 'style'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        return { tagName, attribs: { ...attribs, href: isSitePath(href) ? `${origin}${href}` : href } };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: sitePicture(attribs.src ?? null, origin) ?? '',
          style: 'max-width:100%;height:auto',
        },
      }),
    },
    // After the transforms: a picture from elsewhere has no address left, and goes.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** The subject is a header: one line, whatever the title holds. */
export const subjectOf = (title: string) => title.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** The plain-text alternative of the rendered HTML: no pictures, no hidden preview line, headings as written. */
export function plainTextOf(html: string): string {
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text]', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
  return `${text}\n`;
}

/** One recipient's e-mail: the markers replaced by their site address, their link's token and their name. */
export function personalise(
  issue: { html_body: string; text_body: string; marker: string },
  recipient: { origin: string; token: string; name: string },
): { html: string; text: string } {
  const markers = markersOf(issue.marker);
  const fill = (body: string, encode: (value: string) => string) =>
    body
      .replaceAll(markers.origin, encode(recipient.origin))
      .replaceAll(markers.token, encode(encodeURIComponent(recipient.token)))
      .replaceAll(markers.name, encode(recipient.name));
  return { html: fill(issue.html_body, escapeHtml), text: fill(issue.text_body, (value) => value) };
}
