// What the Tiptap editors share on screen: the formatting toolbar and its link form (the post editor's full set of
// headings, quotes, code, rules, images, tables and the HTML source, or a rich-text field's bold, italic, links, lists
// and undo), and the editable area's attributes as a labelled text box.
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Table,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';

/** Web, mail and phone addresses, or a path on this site. */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*)$/i;

/** The editable area as a labelled, described text box; `height` is its least height (a Tailwind class). */
export const textboxAttributes = (
  field: { label: string; describedBy?: string; invalid: boolean },
  height: 'min-h-32' | 'min-h-72',
) => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-label': field.label,
  ...(field.describedBy ? { 'aria-describedby': field.describedBy } : {}),
  'aria-invalid': String(field.invalid),
  class: clsx(inputClass, 'post-content max-w-none rounded-t-none', height),
});

/** The post editor's tools: the short set's, and the blocks, media and the HTML source. */
type PostTools = { htmlMode: boolean; onToggleHtml: () => void; onImages: (files: File[]) => void };

/** The toolbar: with `post`, every tool of the post editor; without, the short set of a rich-text field. */
export function EditorToolbar({
  editor,
  post,
  label,
}: {
  editor: Editor | null;
  post?: PostTools;
  /** The field's name, when a screen has several editors: "Formatting of <label>". */
  label?: string;
}) {
  const htmlMode = post?.htmlMode ?? false;
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      code: e?.isActive('code') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor?.chain().focus();
  const disabled = !editor || htmlMode;
  const button = (name: string, icon: ReactNode, active: boolean | undefined, run: () => void, shortcut?: string) => (
    <button
      type="button"
      aria-label={name}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${name} (${shortcut.replace('Control', 'Ctrl')})` : name}
      disabled={disabled}
      // The editor keeps its focus and selection, so a format chosen here applies to the very next key typed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className={clsx(
        'rounded p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-50',
        active && 'bg-brand-100 text-brand-800',
      )}
    >
      {icon}
    </button>
  );
  const icon = 'size-4';
  return (
    <div className="rounded-t-lg border border-b-0 border-slate-300 bg-slate-50">
      <div
        role="toolbar"
        aria-label={label ? `Formatting of ${label}` : 'Formatting'}
        className="flex flex-wrap items-center gap-1 p-1"
      >
        {post && (
          <>
            {button('Heading 2', <Heading2 aria-hidden className={icon} />, state?.h2, () =>
              chain()?.toggleHeading({ level: 2 }).run(),
            )}
            {button('Heading 3', <Heading3 aria-hidden className={icon} />, state?.h3, () =>
              chain()?.toggleHeading({ level: 3 }).run(),
            )}
            {button('Heading 4', <Heading4 aria-hidden className={icon} />, state?.h4, () =>
              chain()?.toggleHeading({ level: 4 }).run(),
            )}
          </>
        )}
        {button(
          'Bold',
          <Bold aria-hidden className={icon} />,
          state?.bold,
          () => chain()?.toggleBold().run(),
          'Control+B',
        )}
        {button(
          'Italic',
          <Italic aria-hidden className={icon} />,
          state?.italic,
          () => chain()?.toggleItalic().run(),
          'Control+I',
        )}
        {button('Link', <Link2 aria-hidden className={icon} />, state?.link, () => setLinking(!linking))}
        {button('Bulleted list', <List aria-hidden className={icon} />, state?.bulletList, () =>
          chain()?.toggleBulletList().run(),
        )}
        {button('Numbered list', <ListOrdered aria-hidden className={icon} />, state?.orderedList, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {post && (
          <>
            {button('Quote', <Quote aria-hidden className={icon} />, state?.blockquote, () =>
              chain()?.toggleBlockquote().run(),
            )}
            {button('Code', <Code aria-hidden className={icon} />, state?.code, () => chain()?.toggleCode().run())}
            {button('Horizontal rule', <Minus aria-hidden className={icon} />, undefined, () =>
              chain()?.setHorizontalRule().run(),
            )}
            {button('Image', <ImagePlus aria-hidden className={icon} />, undefined, () => fileInput.current?.click())}
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              hidden
              aria-label="Image files"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Cleared so choosing the same file again still fires a change.
                event.target.value = '';
                if (files.length > 0) post.onImages(files);
              }}
            />
            {button('Table', <Table aria-hidden className={icon} />, undefined, () =>
              chain()?.insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
            )}
          </>
        )}
        {button('Undo', <Undo2 aria-hidden className={icon} />, undefined, () => chain()?.undo().run(), 'Control+Z')}
        {button(
          'Redo',
          <Redo2 aria-hidden className={icon} />,
          undefined,
          () => chain()?.redo().run(),
          'Control+Shift+Z',
        )}
        {post && (
          <button
            type="button"
            aria-pressed={htmlMode}
            disabled={!editor}
            onClick={post.onToggleHtml}
            className={clsx(
              'ml-auto rounded px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100',
              htmlMode && 'bg-brand-100 text-brand-800',
            )}
          >
            HTML
          </button>
        )}
      </div>
      {linking && editor && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}

/** The link of the selected text: a checked address, or none. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? 'https://');
  // The text chosen when the form opened: typing the address moves the focus, and the link must land on that text.
  const [range] = useState(() => ({ from: editor.state.selection.from, to: editor.state.selection.to }));
  const [error, setError] = useState('');
  const onRange = () => editor.chain().focus().setTextSelection(range).extendMarkRange('link');
  const id = useId();
  const apply = () => {
    const address = href.trim();
    if (!LINK_PATTERN.test(address)) {
      setError('Enter a web address (https://...), an e-mail (mailto:...), a phone (tel:...) or a path (/...)');
      return;
    }
    // The caret lands after the linked text, so typing on neither replaces nor extends the link.
    onRange().setLink({ href: address }).setTextSelection(range.to).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Link address
      </label>
      <input
        id={id}
        type="url"
        value={href}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className="min-w-64 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
      />
      <button type="button" className="btn-primary px-3 py-1 text-sm" onClick={apply}>
        Apply link
      </button>
      <button
        type="button"
        className="btn-outline px-3 py-1 text-sm"
        onClick={() => {
          onRange().unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
