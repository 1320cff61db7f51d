// The editor's Preview: the post as readers will see it, with article HTML in a sandbox where no script can run.
import { BLOG_FALLBACK_IMAGE, videoEmbedFromInput } from '@coach/shared';
import { Calendar, Clock, User } from 'lucide-react';
import { formatDate } from '@/components/admin/admin-page';
import { Modal } from '@/components/ui/modal';
import { type BlogEditorValues, dayStart } from './blog-editor-values';

const INERT_DROP = 'script,style,iframe,frame,frameset,object,embed,meta,base,link,form';

/**
 * Unsaved form text is untrusted: parsed inertly (DOMParser runs nothing and loads nothing), stripped of scripts,
 * handlers, styles and javascript: URLs, and then shown in a frame sandboxed without scripts, as a second wall.
 */
function articleDocument(content: string) {
  const doc = new DOMParser().parseFromString(content, 'text/html');
  for (const element of doc.querySelectorAll(INERT_DROP)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name) || name === 'style' || /^\s*(javascript|vbscript|data):/i.test(value)) {
        element.removeAttribute(name);
      }
    }
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;padding:4px;font:16px/1.7 system-ui,sans-serif;color:#1e293b}
img{max-width:100%;height:auto}h1,h2,h3{line-height:1.3}a{color:#047857}
table{border-collapse:collapse}td,th{border:1px solid #cbd5e1;padding:4px 8px}
</style></head><body>${doc.body.innerHTML}</body></html>`;
}

function fitToContent(frame: HTMLIFrameElement) {
  const height = frame.contentDocument?.documentElement.scrollHeight;
  if (height) frame.style.height = `${height + 8}px`;
}

export function BlogEditorPreview({
  values,
  open,
  onOpenChange,
}: {
  values: BlogEditorValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const isVlog = values.type === 'vlog';
  const day = dayStart(values.publish_date);
  const length = isVlog ? values.duration : values.read_time;
  const embed = isVlog && values.video_url ? videoEmbedFromInput(values.video_url) : null;
  const picture = (isVlog ? values.thumbnail : values.image) || BLOG_FALLBACK_IMAGE;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={values.title.trim() || 'Untitled Post'} size="wide">
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span
          className={
            isVlog
              ? 'rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-700'
              : 'rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800'
          }
        >
          {isVlog ? 'Vlog' : 'Blog'}
        </span>
        {values.category && <span className="text-slate-600">{values.category}</span>}
        {values.featured && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-800">Featured</span>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1">
          <User aria-hidden className="size-4" /> {values.author.trim() || 'Author'}
        </li>
        {day && (
          <li className="flex items-center gap-1">
            <Calendar aria-hidden className="size-4" /> {formatDate(day.toISOString())}
          </li>
        )}
        {length && (
          <li className="flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {length}
          </li>
        )}
      </ul>
      {values.excerpt && <p className="mt-4 text-lg text-slate-700">{values.excerpt}</p>}

      <div className="mt-5">
        {isVlog && embed ? (
          <iframe
            src={embed}
            title="Video preview"
            className="aspect-video w-full rounded-xl"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : isVlog ? (
          <p className="rounded-xl bg-slate-100 p-6 text-center text-sm text-slate-600">
            Add a YouTube video URL to see the video here.
          </p>
        ) : (
          <img src={picture} alt="" className="aspect-video w-full rounded-xl object-cover" />
        )}
      </div>

      {isVlog ? (
        values.video_description && (
          <p className="mt-5 whitespace-pre-line text-slate-700">{values.video_description}</p>
        )
      ) : values.content ? (
        // No allow-scripts: nothing in the frame can run. allow-same-origin only lets this site's images load (the
        // server sends Cross-Origin-Resource-Policy) and lets the page size the frame to its content.
        <iframe
          sandbox="allow-same-origin"
          srcDoc={articleDocument(values.content)}
          title="Article content preview"
          onLoad={(event) => fitToContent(event.currentTarget)}
          className="mt-5 h-[60vh] w-full rounded-lg border border-slate-200"
        />
      ) : (
        <p className="mt-5 text-sm text-slate-500">No content yet.</p>
      )}

      {values.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
          {values.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
