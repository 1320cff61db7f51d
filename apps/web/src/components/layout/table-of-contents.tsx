// Floating table of contents: a button on the right opening the page's sections, highlighting the one being read.
// The browser's own popover (the `popover` attribute): it opens from its button with no script, closes on Escape or a
// click outside and gives focus back to the button; a positioning library would add some 24 KB gzip to the page
// (docs/decisions/162). The button sits at the middle of the right edge, so the list is placed beside it by CSS.
// As HTML the entries are links to the sections (the stylesheet keeps them below the header); enhance/
// table-of-contents.ts makes them buttons that close the list, scroll (smoothly unless reduced motion is preferred)
// and mark the section being read.
import { ListTree } from 'lucide-react';
import { useId } from 'react';

export type TocEntry = { id: string; label: string };

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const listId = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={listId}
        aria-label="Table of contents"
        className="fixed right-4 top-1/2 z-30 grid size-12 -translate-y-1/2 place-items-center rounded-full border border-brand-100 bg-white text-brand-700 shadow-lg transition-colors hover:bg-brand-50 [&:has(+:popover-open)]:bg-brand-600 [&:has(+:popover-open)]:text-white print:hidden"
      >
        <ListTree aria-hidden className="size-5" />
      </button>
      <div
        id={listId}
        popover="auto"
        data-table-of-contents
        className="inset-auto right-[4.75rem] top-1/2 m-0 max-h-[calc(100dvh-2rem)] w-64 max-w-[calc(100vw-6rem)] -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-100 bg-white p-3 shadow-xl"
      >
        <nav aria-label="On this page">
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">On this page</p>
          <ul className="space-y-1">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  data-toc-entry={entry.id}
                  className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 transition-colors hover:bg-slate-50 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
