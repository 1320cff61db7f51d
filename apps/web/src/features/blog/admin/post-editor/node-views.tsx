// How images and videos look while editing: each with the field it needs (an image's description, a video's title).
// The saved HTML does not change: it is the schema's (extensions.ts); these views are the editor's only.
import type { AnyExtension } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import clsx from 'clsx';
import { Play } from 'lucide-react';
import { useId } from 'react';

const fieldClass = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900';

/** An image with its description field, flagged while the description is missing (publishing needs one). */
function ImageView({ node, updateAttributes, selected }: ReactNodeViewProps) {
  const id = useId();
  const alt: string = node.attrs.alt ?? '';
  const missing = !alt.trim();
  return (
    <NodeViewWrapper
      className={clsx(
        'my-4 rounded-lg border-2 p-2',
        missing ? 'border-amber-500 bg-amber-50' : 'border-slate-200',
        selected && 'ring-2 ring-brand-400',
      )}
      data-drag-handle
    >
      {node.attrs.src ? (
        <img src={node.attrs.src} alt={alt} className="mx-auto max-h-80 rounded" />
      ) : (
        <p className="text-sm text-slate-700">This image has no address the site accepts.</p>
      )}
      <div contentEditable={false} className="mt-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Image description (alt text)
        </label>
        <input
          id={id}
          value={alt}
          onChange={(event) => updateAttributes({ alt: event.target.value })}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-hint` : undefined}
          placeholder="What the image shows, for people who cannot see it"
          className={fieldClass}
        />
        {missing && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-amber-900">
            Needed before the post is published.
          </p>
        )}
        {node.attrs.href && <p className="mt-1 text-xs text-slate-600">Links to the full-size image.</p>}
      </div>
    </NodeViewWrapper>
  );
}

/** A video as the public page shows it: a poster with a play sign, and its title (the player's name). */
function VideoView({ node, updateAttributes, selected }: ReactNodeViewProps) {
  const id = useId();
  const videoId = /\/embed\/([A-Za-z0-9_-]{11})/.exec(node.attrs.src ?? '')?.[1] ?? '';
  return (
    <NodeViewWrapper
      className={clsx('my-4 rounded-lg border-2 border-slate-200 p-2', selected && 'ring-2 ring-brand-400')}
      data-drag-handle
    >
      <div
        contentEditable={false}
        className="grid aspect-video max-h-64 w-full place-items-center rounded bg-gradient-to-br from-brand-100 to-accent-400/40"
      >
        <span className="flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-medium text-slate-800">
          <Play aria-hidden className="size-4 fill-current text-brand-700" /> YouTube video {videoId}
        </span>
      </div>
      <div contentEditable={false} className="mt-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Video title
        </label>
        <input
          id={id}
          value={node.attrs.title ?? ''}
          onChange={(event) => updateAttributes({ title: event.target.value })}
          className={fieldClass}
        />
      </div>
    </NodeViewWrapper>
  );
}

const VIEWS: Record<string, ReturnType<typeof ReactNodeViewRenderer>> = {
  image: ReactNodeViewRenderer(ImageView),
  videoFrame: ReactNodeViewRenderer(VideoView),
};

/** The schema's extensions, with the editing views of images and videos. */
export const withNodeViews = (extensions: AnyExtension[]): AnyExtension[] =>
  extensions.map((extension) => {
    const view = VIEWS[extension.name];
    return view ? extension.extend({ addNodeView: () => view }) : extension;
  });
