// Normalises what an owner pastes as a recipe or vlog video (bare id, watch?v=, shorts or short link) to the 11-character id.
const BARE_ID = /^[A-Za-z0-9_-]{11}$/;
const URL_PATTERNS = [
  /(?:youtube\.com|youtube-nocookie\.com)\/shorts\/([A-Za-z0-9_-]{11})(?:[?&#/]|$)/,
  /(?:youtube\.com|youtube-nocookie\.com)\/(?:watch\?(?:.*&)?v=|embed\/|live\/)([A-Za-z0-9_-]{11})(?:[?&#/]|$)/,
  /youtu\.be\/([A-Za-z0-9_-]{11})(?:[?&#/]|$)/,
];

/** Returns the 11-character video id, or null when the text is neither an id nor a recognised video URL. */
export function parseVideoId(input: string): string | null {
  const text = input.trim();
  if (BARE_ID.test(text)) return text;
  for (const pattern of URL_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
