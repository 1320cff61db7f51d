// Images into a post: each file goes through the site's upload route (type sniffing, size limit, re-encoding), then
// the editor inserts the medium size, linked to the original, and asks for its description.

import { useNavigate } from '@tanstack/react-router';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageFile, uploadImage } from '@/components/admin/upload-image';
import { clearAdminSession } from '@/lib/admin-session';

export type PendingUpload = { key: number; name: string; percent: number };

type ImageUrls = { original?: unknown; medium?: unknown };

/** The image files of a drop or a paste. */
export const imageFiles = (files: FileList | null | undefined) =>
  [...(files ?? [])].filter((file) => file.type.startsWith('image/'));

export function useImageUploads(editor: Editor | null) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [error, setError] = useState('');
  const aborts = useRef(new Set<() => void>());
  const nextKey = useRef(0);

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running) abort();
    };
  }, []);

  const uploadOne = useCallback(
    async (file: File) => {
      if (!editor) return;
      const problem = checkImageFile(file);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        return;
      }
      const key = nextKey.current++;
      const progress = (percent: number) =>
        setPending((all) => all.map((upload) => (upload.key === key ? { ...upload, percent } : upload)));
      setPending((all) => [...all, { key, name: file.name, percent: 0 }]);
      const request = uploadImage({
        endpoint: '/api/admin/upload/image',
        field: 'image',
        fields: { category: 'blog', prefix: 'content' },
        file,
        onProgress: progress,
      });
      aborts.current.add(request.abort);
      const outcome = await request.done;
      aborts.current.delete(request.abort);
      setPending((all) => all.filter((upload) => upload.key !== key));
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'signed-out') {
        clearAdminSession();
        void navigate({ to: '/admin/login' });
        return;
      }
      if (outcome.kind === 'failed') {
        setError(`${file.name}: ${outcome.message}`);
        return;
      }
      const urls = (outcome.body.image_urls ?? {}) as ImageUrls;
      const medium = typeof urls.medium === 'string' ? urls.medium : null;
      const original = typeof urls.original === 'string' ? urls.original : null;
      if (!medium && !original) return;
      const src = medium ?? original;
      // After the selection, never over it: the upload took a while, and selected text is not the owner's to lose.
      editor
        .chain()
        .focus()
        .insertContentAt(editor.state.selection.to, { type: 'image', attrs: { src, href: original, alt: '' } })
        .run();
      // The new image's description field, so the owner is asked at once.
      setTimeout(() => {
        let at = -1;
        editor.state.doc.descendants((node, pos) => {
          if (node.type.name === 'image' && node.attrs.src === src) at = pos;
        });
        const view = at >= 0 ? editor.view.nodeDOM(at) : null;
        if (view instanceof HTMLElement) view.querySelector('input')?.focus();
      }, 50);
    },
    [editor, navigate],
  );

  /** Uploads and inserts the files one after the other, in their order, where the cursor is. */
  const upload = useCallback(
    async (files: File[]) => {
      setError('');
      for (const file of files) await uploadOne(file);
    },
    [uploadOne],
  );

  return { pending, error, upload };
}
