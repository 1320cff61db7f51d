// The article editor: format as you type (toolbar, shortcuts, Markdown-style input rules), or edit the HTML source.
// Its document schema is the sanitiser's allow-list (extensions.ts), so what it writes is what the post keeps.
import { videoEmbedFromInput } from '@coach/shared';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { UploadProgress } from '@/components/admin/image-uploader';
import { inputClass } from '@/components/ui/form-field';
import { editorHtml, postEditorExtensions } from './extensions';
import { withNodeViews } from './node-views';
import { cleanPastedHtml } from './paste';
import { sectionTables } from './tables';
import { EditorToolbar, textboxAttributes } from './toolbar';
import { imageFiles, useImageUploads } from './use-image-uploads';

const extensions = withNodeViews(postEditorExtensions);

/** A pasted address of a YouTube video, alone: embedded as the video (the public page shows its poster). */
const YOUTUBE_LINK = /^(https?:\/\/)?([a-z]+\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/i;

/** The editor's HTML as a post keeps it: no empty paragraphs at the end, table sections rebuilt (tables.ts). */
function postHtml(editor: Editor): string {
  const html = editorHtml(editor);
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
      attributes: textboxAttributes({ label, describedBy, invalid }, 'min-h-72'),
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
      <EditorToolbar
        editor={editor}
        post={{ htmlMode, onToggleHtml: toggleHtml, onImages: (files) => void uploads.upload(files) }}
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
