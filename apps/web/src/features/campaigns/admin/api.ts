// The campaigns area's data: the portal's banners with their figures, and what each banner write refreshes.
import { useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const adminBannerList = (trpc: Trpc) => trpc.banner.adminList.queryOptions();
export const bannerStats = (trpc: Trpc) => trpc.banner.stats.queryOptions();

/** A banner write changes the list, the figures and what visitors are shown: every banner query. */
const afterBannerWrite = (trpc: Trpc) => [trpc.banner.pathKey()];

/** Create, update, switch on or off, delete; each refreshes what it changed before it resolves. */
export function useBannerWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, afterBannerWrite(trpc));
  return {
    create: useMutation(trpc.banner.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.banner.update.mutationOptions({ onSuccess })),
    toggle: useMutation(trpc.banner.toggle.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.banner.delete.mutationOptions({ onSuccess })),
  };
}
