// A rich-text field's editor (paragraphs, bold, italic, links, lists): the post editor's Tiptap setup with the short
// toolbar and the legal pages' schema. The server sanitises what it writes when the draft is saved.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { editorHtml, richTextExtensions } from './extensions';
import { cleanPastedHtml } from './paste';
import { EditorToolbar, textboxAttributes } from './toolbar';

export default function RichTextEditor({
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
  // The HTML this editor last wrote or was given: a value from outside (a saved draft as the server cleaned it, a
  // reset section) is loaded in; the editor's own edits coming back are not.
  const known = useRef(value);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: textboxAttributes({ label, describedBy, invalid }, 'min-h-32'),
    },
    onUpdate: ({ editor: current }) => {
      known.current = editorHtml(current);
      onChange(known.current);
    },
  });

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="mt-1">
      <EditorToolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
