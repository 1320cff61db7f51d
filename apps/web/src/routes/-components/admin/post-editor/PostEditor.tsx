// The article editor: format as you type (toolbar, shortcuts, Markdown-style input rules), or edit the HTML source.
// Its document schema is the sanitiser's allow-list (extensions.ts), so what it writes is what the post keeps.
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
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
import { type ReactNode, useId, useState } from 'react';
import { inputClass } from '../../../../components/FormField';
import { postEditorExtensions } from './extensions';
import { sectionTables } from './tables';

/** The editor's HTML as a post keeps it: no empty paragraphs at the end, table sections rebuilt (tables.ts). */
function postHtml(editor: Editor): string {
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  if (!html.includes('<table')) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  sectionTables(body);
  return body.innerHTML;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Web, mail and phone addresses, or a path on this site. */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*)$/i;

export default function PostEditor({
  value,
  onChange,
  label,
  describedBy,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const [htmlMode, setHtmlMode] = useState(false);
  const [source, setSource] = useState(value);
  const editor = useEditor({
    extensions: postEditorExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: clsx(inputClass, 'post-content min-h-72 max-w-none rounded-t-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(postHtml(current)),
  });
  const words = useEditorState({ editor, selector: ({ editor: current }) => wordCount(current?.getText() ?? '') });

  const toggleHtml = () => {
    if (!editor) return;
    if (htmlMode) {
      // Back from the source: parsed through the same schema, so only what the allow-list keeps stays.
      editor.commands.setContent(source);
      onChange(postHtml(editor));
    } else {
      setSource(postHtml(editor));
    }
    setHtmlMode(!htmlMode);
  };

  return (
    <div className="mt-1">
      <Toolbar editor={editor} htmlMode={htmlMode} onToggleHtml={toggleHtml} />
      {htmlMode ? (
        <textarea
          aria-label="HTML source"
          aria-describedby={describedBy}
          className={clsx(inputClass, 'min-h-72 font-mono text-sm')}
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            onChange(event.target.value);
          }}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {words ?? 0} {words === 1 ? 'word' : 'words'}
      </p>
    </div>
  );
}

function Toolbar({
  editor,
  htmlMode,
  onToggleHtml,
}: {
  editor: Editor | null;
  htmlMode: boolean;
  onToggleHtml: () => void;
}) {
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
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 p-1">
        {button('Heading 2', <Heading2 aria-hidden className={icon} />, state?.h2, () =>
          chain()?.toggleHeading({ level: 2 }).run(),
        )}
        {button('Heading 3', <Heading3 aria-hidden className={icon} />, state?.h3, () =>
          chain()?.toggleHeading({ level: 3 }).run(),
        )}
        {button('Heading 4', <Heading4 aria-hidden className={icon} />, state?.h4, () =>
          chain()?.toggleHeading({ level: 4 }).run(),
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
        {button('Quote', <Quote aria-hidden className={icon} />, state?.blockquote, () =>
          chain()?.toggleBlockquote().run(),
        )}
        {button('Code', <Code aria-hidden className={icon} />, state?.code, () => chain()?.toggleCode().run())}
        {button('Horizontal rule', <Minus aria-hidden className={icon} />, undefined, () =>
          chain()?.setHorizontalRule().run(),
        )}
        {button('Table', <Table aria-hidden className={icon} />, undefined, () =>
          chain()?.insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
        )}
        {button('Undo', <Undo2 aria-hidden className={icon} />, undefined, () => chain()?.undo().run(), 'Control+Z')}
        {button(
          'Redo',
          <Redo2 aria-hidden className={icon} />,
          undefined,
          () => chain()?.redo().run(),
          'Control+Shift+Z',
        )}
        <button
          type="button"
          aria-pressed={htmlMode}
          disabled={!editor}
          onClick={onToggleHtml}
          className={clsx(
            'ml-auto rounded px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100',
            htmlMode && 'bg-brand-100 text-brand-800',
          )}
        >
          HTML
        </button>
      </div>
      {linking && editor && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}

/** The link of the selected text: a checked address, or none. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? 'https://');
  const [error, setError] = useState('');
  const id = useId();
  const apply = () => {
    const address = href.trim();
    if (!LINK_PATTERN.test(address)) {
      setError('Enter a web address (https://...), an e-mail (mailto:...), a phone (tel:...) or a path (/...)');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
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
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
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
