// The Pages area's data: the editor's view of a page and its revisions, and the writes (draft, publish, discard, reset,
// restore, preview link). Each write refreshes the editor's view and the revisions; a publish also refreshes what
// the public page shows.
import type { SitePageKey } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const pageEditorQuery = (trpc: Trpc, page: SitePageKey) => trpc.page.editor.queryOptions({ page });
export const pageRevisionsQuery = (trpc: Trpc, page: SitePageKey) => trpc.page.revisions.queryOptions({ page });

/** Every write changes the editor's view (its version) and possibly the revisions and the public page: the area. */
const afterPageWrite = (trpc: Trpc) => [trpc.page.pathKey()];

export function usePageWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, afterPageWrite(trpc));
  return {
    saveDraft: useMutation(trpc.page.saveDraft.mutationOptions({ onSuccess })),
    publish: useMutation(trpc.page.publish.mutationOptions({ onSuccess })),
    discard: useMutation(trpc.page.discard.mutationOptions({ onSuccess })),
    resetSection: useMutation(trpc.page.resetSection.mutationOptions({ onSuccess })),
    restore: useMutation(trpc.page.restore.mutationOptions({ onSuccess })),
    previewLink: useMutation(trpc.page.previewLink.mutationOptions()),
  };
}
