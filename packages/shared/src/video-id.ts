// Normalises what an owner pastes as a recipe or vlog video (bare id, watch?v=, shorts or short link) to the 11-character id.
const BARE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_ID = /^\/(?:shorts|embed|live)\/([A-Za-z0-9_-]{11})\/?$/;

/** Returns the 11-character video id, or null when the text is neither an id nor a YouTube video URL. */
export function parseVideoId(input: string): string | null {
  const text = input.trim();
  if (BARE_ID.test(text)) return text;
  let url: URL;
  try {
    // Anything not already an http(s) address is read as one, so no other scheme gets through.
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = /^\/([A-Za-z0-9_-]{11})\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_ID.exec(url.pathname)?.[1];
  }
  return id && BARE_ID.test(id) ? id : null;
}

export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
