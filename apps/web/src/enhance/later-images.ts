// Pictures further down a public page (components/ui/page-image.tsx) come in the HTML inside <noscript>, which a
// browser running script reads as text. Each is put in place from that text when its box comes within a screen's
// height of the screen: the page's first moments are the first screen's, and a visitor who never scrolls fetches none.

function place(holder: Element) {
  // Parsed in a template: inert, nothing in it loads until it is in the page.
  const template = holder.ownerDocument.createElement('template');
  template.innerHTML = holder.textContent ?? '';
  holder.replaceWith(template.content);
}

export function enhanceLaterImages(doc: Document) {
  const holders = new Map<Element, Element>();
  for (const holder of doc.querySelectorAll('noscript[data-later-image]')) {
    // A <noscript> has no box to watch: its parent, the picture's frame, has.
    if (holder.parentElement) holders.set(holder.parentElement, holder);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        place(holders.get(entry.target)!);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const frame of holders.keys()) observer.observe(frame);
}
