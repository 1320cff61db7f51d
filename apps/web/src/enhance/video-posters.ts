// Video posters (components/ui/video-poster.tsx): the poster's link to the video's page becomes a button that puts
// the video service's player in the poster's place, so the player's page loads only for a visitor who plays.

/** The player, as the poster names it: its address and title. */
function player(doc: Document, poster: HTMLElement): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.className = 'aspect-video w-full';
  frame.src = poster.dataset.videoPoster ?? '';
  frame.title = poster.dataset.videoTitle ?? '';
  frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  frame.allowFullscreen = true;
  return frame;
}

export function enhanceVideoPosters(doc: Document) {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-video-poster] a[data-video-play]')) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.setAttribute('aria-label', link.getAttribute('aria-label') ?? '');
    button.append(...link.childNodes);
    button.addEventListener('click', () => {
      const poster = button.closest<HTMLElement>('[data-video-poster]');
      if (!poster) return;
      const frame = player(doc, poster);
      poster.replaceWith(frame);
      frame.focus();
    });
    link.replaceWith(button);
  }
}
