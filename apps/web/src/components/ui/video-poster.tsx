// A lightweight video: a local poster image with a play button; the video service's player loads only on click. As
// HTML the poster is a link to the video's page; the page's script (enhance/video-posters.ts) makes it a button that
// puts the player in its place.
import { videoEmbedUrl, videoWatchUrl } from '@coach/shared';
import { Play } from 'lucide-react';
import { PageImage } from './page-image';

export function VideoPoster({
  videoId,
  title,
  poster,
  priority = false,
}: {
  videoId: string;
  title: string;
  poster: string | null;
  /** The page's main picture: loaded at once and first, as the largest paint. */
  priority?: boolean;
}) {
  return (
    <div
      data-video-poster={videoEmbedUrl(videoId)}
      data-video-title={title}
      className="group relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-100 to-accent-400/40"
    >
      {poster && (
        <PageImage
          src={poster}
          alt=""
          width={800}
          height={450}
          priority={priority}
          className="size-full object-cover"
        />
      )}
      <a
        href={videoWatchUrl(videoId)}
        data-video-play=""
        aria-label={`Play video: ${title}`}
        className="absolute inset-0 grid place-items-center bg-slate-900/10 transition-colors group-hover:bg-slate-900/25"
      >
        <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-110">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
      </a>
      <a
        href={videoWatchUrl(videoId)}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute bottom-2 right-2 rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-white"
      >
        Watch on YouTube
      </a>
    </div>
  );
}
