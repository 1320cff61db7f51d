// A lightweight video: a local poster image with a play button; the video service's player loads only on click
// (enhance/video-poster.ts puts it in the poster's place). Without script the button is not shown, and the link to the
// video on its service is.
import { videoEmbedUrl, videoWatchUrl } from '@coach/shared';
import { Play } from 'lucide-react';
import { imageLoading } from '@/lib/image-priority';

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
      className="group relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-100 to-accent-400/40"
      data-video-poster={videoEmbedUrl(videoId)}
      data-video-title={title}
    >
      {poster && (
        <img
          src={poster}
          alt=""
          width={800}
          height={450}
          {...imageLoading(priority)}
          className="size-full object-cover"
        />
      )}
      <button
        type="button"
        hidden
        data-video-play
        aria-label={`Play video: ${title}`}
        className="absolute inset-0 grid place-items-center bg-slate-900/10 transition-colors group-hover:bg-slate-900/25"
      >
        <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-110">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
      </button>
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
