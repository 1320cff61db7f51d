// The portal's side of the leads area's data (consultations, contact messages): what its admin pages read and
// what each write refreshes.
import { keepPreviousData } from '@tanstack/react-query';
import { dashboardCounts } from '@/features/dashboard/admin/api';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** One page of the filtered consultations; the page on screen stays while the next one loads. */
export const consultationList = (trpc: Trpc, input: Parameters<Trpc['consultation']['list']['queryOptions']>[0]) =>
  trpc.consultation.list.queryOptions(input, { placeholderData: keepPreviousData });

/** One page of the filtered contact messages; the page on screen stays while the next one loads. */
export const contactList = (trpc: Trpc, input: Parameters<Trpc['contact']['list']['queryOptions']>[0]) =>
  trpc.contact.list.queryOptions(input, { placeholderData: keepPreviousData });

/** What a lead's write refreshes: its list (with the counts per status) and the dashboard's counts. */
export function useLeadRefresh() {
  const { trpc, queryClient } = useApi();
  return {
    /** A consultation's status changed, or it was deleted. */
    afterConsultationWrite: () => refresh(queryClient, [trpc.consultation.list.pathKey(), dashboardCounts(trpc)]),
    /** A contact message's status changed (opening one marks it read), or it was deleted. */
    afterContactWrite: () => refresh(queryClient, [trpc.contact.list.pathKey(), dashboardCounts(trpc)]),
  };
}
