// The dashboard's data: its counts, which every lead and booking write changes (those areas' api.ts refresh them).
import type { Trpc } from '@/lib/trpc';

export const dashboardStats = (trpc: Trpc) => trpc.dashboard.stats.queryOptions();

/** The key of the dashboard's counts, for the writes that change them. */
export const dashboardCounts = (trpc: Trpc) => trpc.dashboard.stats.pathKey();
