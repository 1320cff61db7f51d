// Floating table of contents: a button on the right opening the page's sections, highlighting the one being read.
// The browser's own popover (the `popover` attribute): it opens from its button with no script, closes on Escape or a
// click outside and gives focus back to the button; a positioning library would add some 24 KB gzip to the page
// (docs/decisions/162). The button sits at the middle of the right edge, so the list is placed beside it by CSS.
import clsx from 'clsx';
import { ListTree } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { scrollToElement } from '@/lib/section-scroll';

export type TocEntry = { id: string; label: string };

/** A section counts as being read once its top has reached this distance from the top of the viewport. */
const ACTIVE_SECTION_TOP_PX = 100;

/** The last section whose top is at or above the reading line; the first entry until any has reached it. */
function findActiveId(entries: TocEntry[]): string | undefined {
  let active = entries[0]?.id;
  for (const entry of entries) {
    const top = document.getElementById(entry.id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= ACTIVE_SECTION_TOP_PX) active = entry.id;
  }
  return active;
}

function useActiveSection(entries: TocEntry[]): string | undefined {
  const [activeId, setActiveId] = useState(entries[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActiveId(findActiveId(entries));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [entries]);
  return activeId;
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const [open, setOpen] = useState(false);
  const activeId = useActiveSection(entries);
  const listId = useId();

  return (
    <>
      <button
        type="button"
        popoverTarget={listId}
        aria-label="Table of contents"
        data-state={open ? 'open' : 'closed'}
        className="fixed right-4 top-1/2 z-30 grid size-12 -translate-y-1/2 place-items-center rounded-full border border-brand-100 bg-white text-brand-700 shadow-lg transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-600 data-[state=open]:text-white print:hidden"
      >
        <ListTree aria-hidden className="size-5" />
      </button>
      <div
        id={listId}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === 'open')}
        className="inset-auto right-[4.75rem] top-1/2 m-0 max-h-[calc(100dvh-2rem)] w-64 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-100 bg-white p-3 shadow-xl"
      >
        <nav aria-label="On this page">
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">On this page</p>
          <ul className="space-y-1">
            {entries.map((entry) => {
              const active = entry.id === activeId;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-current={active ? 'true' : undefined}
                    onClick={(event) => {
                      event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
                      const section = document.getElementById(entry.id);
                      // Below the sticky header; smooth, or at once when reduced motion is preferred.
                      if (section) scrollToElement(section, entry.id);
                    }}
                    className={clsx(
                      'w-full rounded-lg px-3 py-2 text-left text-sm transition-colors',
                      active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    {entry.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
