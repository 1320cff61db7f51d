// The article editor: format as you type (toolbar, shortcuts, Markdown-style input rules), or edit the HTML source.
// Its document schema is the sanitiser's allow-list (extensions.ts), so what it writes is what the post keeps.
import { videoEmbedFromInput } from '@coach/shared';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
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
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { UploadProgress } from '@/components/admin/image-uploader';
import { inputClass } from '@/components/ui/form-field';
import { postEditorExtensions } from './extensions';
import { withNodeViews } from './node-views';
import { cleanPastedHtml } from './paste';
import { sectionTables } from './tables';
import { imageFiles, useImageUploads } from './use-image-uploads';

const extensions = withNodeViews(postEditorExtensions);

/** A pasted address of a YouTube video, alone: embedded as the video (the public page shows its poster). */
const YOUTUBE_LINK = /^(https?:\/\/)?([a-z]+\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/i;

/** The editor's HTML as a post keeps it: no empty paragraphs at the end, table sections rebuilt (tables.ts). */
function postHtml(editor: Editor): string {
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  if (!html.includes('<table')) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  sectionTables(body);
  return body.innerHTML;
}

/** Puts the cursor at a document position (where images were dropped, so they go in there). */
function editorAt(view: EditorView, pos: number) {
  view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(pos))));
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Web, mail and phone addresses, or a path on this site. */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*)$/i;

export default function PostEditor({
  value,
  onChange,
  onWords,
  label,
  describedBy,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The word count, as it changes (the read time is suggested from it). */
  onWords?: (words: number) => void;
  label: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const [htmlMode, setHtmlMode] = useState(false);
  const [source, setSource] = useState(value);
  // The handlers below are set once, with the editor; they reach the uploads through this ref.
  const uploadRef = useRef<(files: File[]) => void>(() => {});
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData('text/plain').trim() ?? '';
        const files = imageFiles(event.clipboardData?.files);
        // A screenshot or a copied picture; a word processor also puts a picture of the text beside the text.
        if (files.length > 0 && !text) {
          uploadRef.current(files);
          return true;
        }
        const embed = YOUTUBE_LINK.test(text) ? videoEmbedFromInput(text) : null;
        if (!embed) return false;
        const video = view.state.schema.nodes.videoFrame?.create({ src: embed, title: 'YouTube video' });
        if (video) view.dispatch(view.state.tr.replaceSelectionWith(video).scrollIntoView());
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (moved || files.length === 0) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) editorAt(view, at.pos);
        uploadRef.current(files);
        return true;
      },
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
  const uploads = useImageUploads(editor);
  uploadRef.current = (files) => void uploads.upload(files);
  useEffect(() => {
    if (typeof words === 'number') onWords?.(words);
  }, [words, onWords]);

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
      <Toolbar
        editor={editor}
        htmlMode={htmlMode}
        onToggleHtml={toggleHtml}
        onImages={(files) => void uploads.upload(files)}
      />
      {uploads.pending.map((upload) => (
        <UploadProgress
          key={upload.key}
          id={`post-upload-${upload.key}`}
          text={`Uploading ${upload.name}...`}
          percent={upload.percent}
        />
      ))}
      {uploads.error && (
        <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {uploads.error}
        </p>
      )}
      {htmlMode && (
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
      )}
      {/* Hidden, not unmounted, under the source: without its host an image or video would be drawn from the schema,
          and a video as a live YouTube frame. */}
      <EditorContent editor={editor} hidden={htmlMode} />
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
  onImages,
}: {
  editor: Editor | null;
  htmlMode: boolean;
  onToggleHtml: () => void;
  onImages: (files: File[]) => void;
}) {
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
            if (files.length > 0) onImages(files);
          }}
        />
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
