// The post editor's document schema (Tiptap): one extension per element the server's sanitiser allows
// (packages/api/src/services/post-html.ts), so what the editor writes is what the allow-list keeps, and an existing
// post written as HTML opens without losing allowed markup. Marks the starter kit lacks are declared here.
import { type AnyExtension, Mark, mergeAttributes, Node } from '@tiptap/core';
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

/** The one frame the allow-list keeps: a YouTube player (the sanitiser drops any other address). */
const VideoFrame = Node.create({
  name: 'videoFrame',
  group: 'block',
  atom: true,
  addAttributes: () => keep('src', 'title', 'width', 'height', 'allow', 'allowfullscreen'),
  parseHTML: () => [{ tag: 'iframe[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['iframe', mergeAttributes(HTMLAttributes)],
});

export const postEditorExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    // Links keep what the author wrote; the sanitiser adds rel and target to external ones when the post is saved.
    link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
  }),
  Image.extend({
    addAttributes: () => ({
      ...keep('alt', 'title', 'width', 'height', 'loading'),
      // As the sanitiser: only web addresses and this site's paths, so the editor never fetches anything else.
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const src = element.getAttribute('src');
          return src && /^(https:\/\/|\/(?![/\\]))[^\s`]*$/i.test(src) ? src : null;
        },
      },
    }),
  }).configure({
    inline: false,
  }),
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
