// Leads' writes: the consultation request, the expert call-back and the contact message, with what each refreshes.
import type { QueryClient } from '@tanstack/react-query';
import { refreshFreeSlots } from '@/features/booking/api';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** A consultation request, with a chosen time or none (the expert call-back sends one without). */
export const bookConsultationMutation = (trpc: Trpc) => trpc.lead.bookConsultation.mutationOptions();

/** A request that failed with a chosen time may have lost it to another visitor: the free times as they are now. */
export const consultationFailed = (trpc: Trpc, queryClient: QueryClient) => refreshFreeSlots(trpc, queryClient);

export const sendContactMessageMutation = (trpc: Trpc) => trpc.lead.sendContactMessage.mutationOptions();
