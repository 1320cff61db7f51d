// The portal's side of the transformations area's data: what its admin pages read, and what each write refreshes.
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** One page of the portal's filtered list; the page on screen stays while the next one loads. */
export const adminTransformationList = (
  trpc: Trpc,
  input: Parameters<Trpc['transformation']['adminList']['queryOptions']>[0],
) => ({ ...trpc.transformation.adminList.queryOptions(input), placeholderData: keepPreviousData });

/** A write changes the public stories, the home page's carousel and the portal's list: the whole area. */
const afterTransformationWrite = (trpc: Trpc) => [trpc.transformation.pathKey()];

/** Create, update and delete; each refreshes what it changed before it resolves. */
export function useTransformationWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, afterTransformationWrite(trpc));
  return {
    create: useMutation(trpc.transformation.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.transformation.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.transformation.delete.mutationOptions({ onSuccess })),
  };
}
