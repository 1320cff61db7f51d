// The bar over a page opened through a preview link: what is shown is the owner's draft, not yet on the site.
import { Eye } from 'lucide-react';

export function PreviewNotice() {
  return (
    <p
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <Eye aria-hidden className="size-4 shrink-0" />
      Preview of unpublished changes: visitors do not see them until you publish.
    </p>
  );
}
