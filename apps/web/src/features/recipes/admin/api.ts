// The portal's side of the recipes area's data: what its admin pages read, and what each write refreshes.
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** One page of the portal's filtered list; the page on screen stays while the next one loads. */
export const adminRecipeList = (trpc: Trpc, input: Parameters<Trpc['recipe']['adminList']['queryOptions']>[0]) => ({
  ...trpc.recipe.adminList.queryOptions(input),
  placeholderData: keepPreviousData,
});

/** A recipe write changes the public recipe pages, the home page's picks and the portal's list: the whole area. */
const afterRecipeWrite = (trpc: Trpc) => [trpc.recipe.pathKey()];

/** Create, update (the form and the featured star) and delete; each refreshes what it changed before it resolves. */
export function useRecipeWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, afterRecipeWrite(trpc));
  return {
    create: useMutation(trpc.recipe.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.recipe.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.recipe.delete.mutationOptions({ onSuccess })),
  };
}
