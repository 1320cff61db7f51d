// The blog list's search and filters in the browser. The page works without this (GET forms); here the list
// follows the search as the visitor types (after a short pause) and each filter applies in place: the page of the new
// address is fetched (it is a cached page), its parts marked `data-blog-part` are swapped in, and the address replaced,
// so the focus and the typing are never interrupted.

/** How long typing pauses before the list follows it. */
const TYPING_PAUSE_MS = 300;

export function enhanceBlogFilters(doc: Document) {
  const form = doc.querySelector<HTMLFormElement>('form[data-blog-search]');
  const input = form?.elements.namedItem('search');
  if (!form || !(input instanceof HTMLInputElement)) return;
  let typing: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  /** `base` (an address of the list) with the search as typed now. */
  const withSearch = (base: string) => {
    const url = new URL(base, location.href);
    if (input.value) url.searchParams.set('search', input.value);
    else url.searchParams.delete('search');
    return `${url.pathname}${url.search}`;
  };

  const show = async (address: string, searchFromAddress: boolean) => {
    clearTimeout(typing);
    const asked = ++latest;
    const focused = [...doc.querySelectorAll('[data-blog-filter]')].indexOf(doc.activeElement as Element);
    try {
      const response = await fetch(address, { headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      // A later change was asked for meanwhile: its answer is the one to show.
      if (asked !== latest) return;
      for (const part of doc.querySelectorAll<HTMLElement>('[data-blog-part]')) {
        const next = fresh.querySelector(`[data-blog-part="${part.dataset.blogPart}"]`);
        if (next) part.innerHTML = next.innerHTML;
      }
      history.replaceState(history.state, '', address);
      if (searchFromAddress) input.value = new URL(address, location.href).searchParams.get('search') ?? '';
      // The pressed filter was drawn anew: the focus goes to it again (or, when it is gone, to the search box).
      if (focused >= 0) (doc.querySelectorAll<HTMLElement>('[data-blog-filter]')[focused] ?? input).focus();
    } catch {
      // Offline or refused: the plain page does it.
      location.assign(address);
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => void show(withSearch(location.href), false), TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void show(withSearch(location.href), false);
  });
  // A filter's button (or "Clear Filters"): its own address, with what is typed in the search box unless it clears it.
  doc.addEventListener('submit', (event) => {
    const button = (event as SubmitEvent).submitter;
    const address = button?.dataset.blogFilter;
    if (!address) return;
    event.preventDefault();
    const clears = button.hasAttribute('data-clears-search');
    void show(clears ? address : withSearch(address), clears);
  });
}
