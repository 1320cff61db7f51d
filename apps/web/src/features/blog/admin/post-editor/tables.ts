// Tables as posts write them: <caption>, <thead>, <tbody> and <tfoot> around plain cells. ProseMirror's tables hold
// rows directly (its table commands need that), so each row remembers its section and the table its caption, and
// `sectionTables` puts the sections back into the HTML the editor writes.
import { mergeAttributes } from '@tiptap/core';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

const SECTION_TAGS = { THEAD: 'head', TFOOT: 'foot' } as const;
type Section = 'head' | 'body' | 'foot';

/** A number attribute (colspan, rowspan) written only when it is not 1. */
const span = (name: string) => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name) ?? 1) || 1,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] === 1 ? {} : { [name]: String(attributes[name]) },
});

/** What prosemirror-tables needs of a cell, and what the allow-list keeps of one: colspan and rowspan. */
const cellAttributes = () => ({
  colspan: span('colspan'),
  rowspan: span('rowspan'),
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});

export const PostTable = Table.extend({
  addAttributes: () => ({
    caption: {
      default: null,
      parseHTML: (element: HTMLElement) => element.querySelector(':scope > caption')?.textContent ?? null,
      renderHTML: (attributes: Record<string, unknown>) =>
        attributes.caption ? { 'data-caption': String(attributes.caption) } : {},
    },
  }),
  // The caption is the table's attribute, not a row of text.
  parseHTML: () => [{ tag: 'table' }, { tag: 'caption', ignore: true }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
}).configure({ resizable: false, renderWrapper: false });

export const PostTableRow = TableRow.extend({
  addAttributes: () => ({
    section: {
      default: 'body',
      parseHTML: (element: HTMLElement): Section =>
        SECTION_TAGS[element.parentElement?.tagName as keyof typeof SECTION_TAGS] ?? 'body',
      renderHTML: (attributes: Record<string, unknown>) =>
        attributes.section === 'body' ? {} : { 'data-section': String(attributes.section) },
    },
  }),
});

export const PostTableCell = TableCell.extend({ content: 'inline*', addAttributes: cellAttributes });

export const PostTableHeader = TableHeader.extend({
  content: 'inline*',
  addAttributes: () => ({
    ...cellAttributes(),
    scope: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('scope') },
  }),
});

/** Rebuilds each table's caption and sections in HTML the editor wrote (a parsed tree, changed in place). */
export function sectionTables(root: ParentNode): void {
  for (const table of root.querySelectorAll('table')) {
    const body = table.querySelector(':scope > tbody');
    if (!body) continue;
    const document = table.ownerDocument;
    const rows = [...body.children].filter((row) => row.tagName === 'TR');
    const head = document.createElement('thead');
    const foot = document.createElement('tfoot');
    for (const row of rows) {
      const section = row.getAttribute('data-section');
      row.removeAttribute('data-section');
      if (section === 'head') head.append(row);
      else if (section === 'foot') foot.append(row);
    }
    if (head.children.length) table.insertBefore(head, body);
    if (foot.children.length) table.append(foot);
    if (!body.children.length) body.remove();
    const caption = table.getAttribute('data-caption');
    table.removeAttribute('data-caption');
    if (caption) {
      const element = document.createElement('caption');
      element.textContent = caption;
      table.prepend(element);
    }
  }
}
