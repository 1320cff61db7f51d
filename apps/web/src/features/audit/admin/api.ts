// The audit area's data: one page of the filtered log (the log is written by the server, never from here).
import { keepPreviousData } from '@tanstack/react-query';
import type { Trpc } from '@/lib/trpc';

/** One page of the filtered log; the page on screen stays while the next one loads. */
export const auditLog = (trpc: Trpc, input: Parameters<Trpc['security']['audit']['queryOptions']>[0]) =>
  trpc.security.audit.queryOptions(input, { placeholderData: keepPreviousData });
