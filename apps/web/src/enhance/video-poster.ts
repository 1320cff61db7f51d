// Videos drawn as posters (components/ui/video-poster.tsx): the play button is shown, and pressing it puts the video
// service's player in the poster's place, playing.

/** What the player may do, as the service's own embed code asks. */
const PLAYER_ALLOWS = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

export function enhanceVideoPosters(doc: Document) {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-video-play]')) button.hidden = false;
  doc.addEventListener('click', (event) => {
    const poster = (event.target as Element)
      .closest?.<HTMLElement>('[data-video-play]')
      ?.closest<HTMLElement>('[data-video-poster]');
    if (!poster) return;
    const player = doc.createElement('iframe');
    player.className = 'aspect-video w-full';
    player.src = poster.dataset.videoPoster ?? '';
    player.title = poster.dataset.videoTitle ?? '';
    player.allow = PLAYER_ALLOWS;
    player.allowFullscreen = true;
    poster.replaceWith(player);
  });
}
