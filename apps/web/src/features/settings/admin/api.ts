// The settings area's data: the business details, the logo, the backups and HTTPS, and what each of their writes
// refreshes.
import { AUTH_MESSAGES, type BusinessSettings } from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSiteDetails } from '@/features/site/site-details';
import { getAdminToken } from '@/lib/admin-session';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const businessSettings = (trpc: Trpc) => trpc.settings.get.queryOptions();
export const backupList = (trpc: Trpc) => trpc.backup.list.queryOptions();
export const siteLogo = (trpc: Trpc) => trpc.settings.logo.queryOptions();
export const demoContentCounts = (trpc: Trpc) => trpc.demo.counts.queryOptions();

/** While the first certificate is awaited, how often its state is read again, so its arrival shows. */
const HTTPS_AWAITED_EVERY_MS = 15_000;
/** The certificate the server obtains itself (DOMAIN set), and its renewal. */
export const httpsStatus = (trpc: Trpc) =>
  trpc.https.status.queryOptions(undefined, {
    refetchInterval: (query) => (query.state.data?.status.serving === 'http' ? HTTPS_AWAITED_EVERY_MS : false),
  });

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
    /** A backup made now joins the list, and the off-site copies waiting. */
    backUp: useMutation(
      trpc.backup.create.mutationOptions({ onSuccess: () => refresh(queryClient, [trpc.backup.pathKey()]) }),
    ),
  };
}

/** The logo's writes. Its upload goes through the image uploader (a file, over REST); its removal over REST too. */
export function useLogoWrites() {
  const { trpc, queryClient } = useApi();
  const refreshLogo = () => refresh(queryClient, [trpc.settings.logo.pathKey()]);
  return {
    /** After an upload: the logo shown here is read again (the public pages renew theirs on the server). */
    uploaded: refreshLogo,
    remove: useMutation({
      mutationFn: async () => {
        const token = getAdminToken();
        const res = await fetch('/api/admin/settings/logo', {
          method: 'DELETE',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const body = (await res.json().catch(() => null)) as { error?: string; message?: string } | null;
        if (!res.ok) throw new Error(body?.error ?? AUTH_MESSAGES.networkError);
        return body?.message ?? '';
      },
      onSuccess: refreshLogo,
    }),
  };
}
