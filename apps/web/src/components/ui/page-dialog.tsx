// A dialog of a public page, drawn by the server and working without script: its opener is a link to its id
// (`#<id>`), and while the address names it the page's CSS shows it (:target, styles.css). With script
// (enhance/dialogs.ts) the same link opens it as a modal (lib/modal-dialog.ts: the focus kept inside, Escape and a tap
// beside it close it) and closing it takes its name off the address. A dialog only script opens (a timed popup) is
// simply never named by a link.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export function PageDialog({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      data-page-dialog=""
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-2xl backdrop:bg-slate-900/50"
    >
      {/* Without script a link to a name no element has: the dialog hides and the page stays where it was. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a link closes it without script; to a screen reader it is a button */}
      <a
        href={`#${id}-closed`}
        role="button"
        data-dialog-close=""
        aria-label="Close"
        className="absolute right-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100"
      >
        <X aria-hidden className="size-5" />
      </a>
      <h2 id={`${id}-title`} className="pr-8 font-display text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {description && (
        <p id={`${id}-text`} className="mt-2 text-slate-600">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
