// The settings area's data: the business details and the backups, and what each of their writes refreshes.
import type { BusinessSettings } from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSiteDetails } from '@/features/site/site-details';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const businessSettings = (trpc: Trpc) => trpc.settings.get.queryOptions();
export const backupList = (trpc: Trpc) => trpc.backup.list.queryOptions();
export const demoContentCounts = (trpc: Trpc) => trpc.demo.counts.queryOptions();

/** The business as Settings hold it now (a save in this session included); the page's own copy until it is read. */
export function useBusinessSettings(): BusinessSettings {
  const { trpc } = useApi();
  const site = useSiteDetails();
  return useQuery(businessSettings(trpc)).data ?? site;
}

export function useSettingsWrites() {
  const { trpc, queryClient } = useApi();
  return {
    /** The saved settings are shown as the server returned them; the public pages read theirs on their next load. */
    save: useMutation(
      trpc.settings.update.mutationOptions({
        onSuccess: (saved: BusinessSettings) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
      }),
    ),
    /** Removing the demo content changes the lists of every content area, and the counts shown here. */
    removeDemo: useMutation(
      trpc.demo.remove.mutationOptions({
        onSuccess: () =>
          refresh(queryClient, [
            trpc.demo.pathKey(),
            trpc.recipe.pathKey(),
            trpc.transformation.pathKey(),
            trpc.blog.pathKey(),
            trpc.banner.pathKey(),
            trpc.testimonial.pathKey(),
            trpc.dashboard.pathKey(),
          ]),
      }),
    ),
    /** A backup made now joins the list. */
    backUp: useMutation(
      trpc.backup.create.mutationOptions({ onSuccess: () => refresh(queryClient, [trpc.backup.list.pathKey()]) }),
    ),
  };
}
