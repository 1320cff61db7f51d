// The Tiptap editors' document schemas: one extension per element the server's sanitiser allows
// (packages/api/src/services/post-html.ts), so what an editor writes is what the allow-list keeps, and HTML written
// elsewhere opens without losing allowed markup. The post editor's is the article allow-list (marks the starter kit
// lacks are declared here); a rich-text field's is the narrower one of the legal pages.
import { type AnyExtension, type Editor, Mark, mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { PostTable, PostTableCell, PostTableHeader, PostTableRow } from './tables';

/** A mark that is just its tag, with no attributes: <sub>, <sup>, <mark>. `priority` wins a tag from another mark. */
const plainMark = (name: string, tag: string, priority?: number) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag, priority }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

/** Attributes kept as written, so a post's HTML comes back as it went in. */
const keep = (...names: string[]) =>
  Object.fromEntries(
    names.map((name) => [name, { default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) }]),
  );

/** An address the sanitiser keeps for an image: a web address (https) or a path on this site. */
const IMAGE_SRC = /^(https:\/\/|\/(?![/\\]))[^\s`]*$/i;
/** An image's link to its full size: a web address or a path on this site. */
const IMAGE_HREF = /^(https?:\/\/|\/(?![/\\]))[^\s`]*$/i;

const safe = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);

/** The attributes of an <img>, as the schema keeps them. */
const imageAttributes = (img: Element) => ({
  ...Object.fromEntries(['alt', 'title', 'width', 'height', 'loading'].map((name) => [name, img.getAttribute(name)])),
  src: safe(img.getAttribute('src'), IMAGE_SRC),
});

/**
 * An image, on its own or as a link to its full size (`<a href="original"><img src="medium"></a>`, as the editor
 * inserts an upload). The link is part of the image, since a block image cannot carry the link mark.
 */
const PostImage = Image.extend({
  addAttributes: () => ({
    ...keep('alt', 'title', 'width', 'height', 'loading'),
    // As the sanitiser: only web addresses and this site's paths, so the editor never fetches anything else.
    src: { default: null, parseHTML: (element: HTMLElement) => safe(element.getAttribute('src'), IMAGE_SRC) },
    href: { default: null, parseHTML: () => null },
  }),
  parseHTML: () => [
    {
      tag: 'a[href]',
      // Before the link mark's rule: a link holding only an image is that image's link.
      priority: 60,
      getAttrs: (link: HTMLElement) => {
        const img = link.children.length === 1 && !link.textContent?.trim() ? link.querySelector(':scope > img') : null;
        return img ? { ...imageAttributes(img), href: safe(link.getAttribute('href'), IMAGE_HREF) } : false;
      },
    },
    { tag: 'img[src]' },
  ],
  renderHTML: ({ HTMLAttributes }) => {
    const { href, ...img } = HTMLAttributes;
    return href ? ['a', { href }, ['img', img]] : ['img', img];
  },
});

/** A picture with its caption: <figure><img><figcaption>...</figcaption></figure>. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  defining: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
});

const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', mergeAttributes(HTMLAttributes), 0],
});

/** The sanitiser's pattern of a YouTube player's address. */
const VIDEO_EMBED = /^https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\/[A-Za-z0-9_-]{11}(\?[^"]*)?$/;

/** The one frame the allow-list keeps: a YouTube player (the sanitiser drops any other address). */
const VideoFrame = Node.create({
  name: 'videoFrame',
  group: 'block',
  atom: true,
  addAttributes: () => keep('src', 'title', 'width', 'height', 'allow', 'allowfullscreen'),
  // Any other frame is dropped here already, so the editor never loads it.
  parseHTML: () => [
    { tag: 'iframe[src]', getAttrs: (frame: HTMLElement) => VIDEO_EMBED.test(frame.getAttribute('src') ?? '') && null },
  ],
  renderHTML: ({ HTMLAttributes }) => ['iframe', mergeAttributes(HTMLAttributes)],
});

// Links keep what the author wrote; the sanitiser adds rel and target to external ones when the text is saved.
const LINKS = { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } };

export const postEditorExtensions: AnyExtension[] = [
  StarterKit.configure({ heading: { levels: [2, 3, 4, 5, 6] }, link: LINKS }),
  PostImage.configure({ inline: false }),
  Figure,
  Figcaption,
  VideoFrame,
  PostTable,
  PostTableRow,
  PostTableHeader,
  PostTableCell,
  plainMark('subscript', 'sub'),
  plainMark('superscript', 'sup'),
  plainMark('highlight', 'mark'),
  plainMark('span', 'span'),
  // <b> and <i> stay themselves; the toolbar's bold and italic write <strong> and <em>.
  plainMark('boldTag', 'b', 100),
  plainMark('italicTag', 'i', 100),
];

/** A rich-text field's schema: paragraphs, line breaks, bold, italic, links and lists (the legal pages' allow-list). */
export const richTextExtensions: AnyExtension[] = [
  StarterKit.configure({
    link: LINKS,
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
  }),
];

/** The editor's HTML without the empty paragraphs the editor keeps at the end. */
export const editorHtml = (editor: Editor): string => editor.getHTML().replace(/(<p><\/p>)+$/, '');
