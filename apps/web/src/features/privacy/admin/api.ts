// The privacy area's data: the records held about one e-mail address, and their erasure.
import type { Trpc } from '@/lib/trpc';

/** Everything stored about `email`; nothing is asked until an address is given. */
export const personRecords = (trpc: Trpc, email: string | null) => ({
  ...trpc.privacy.lookUp.queryOptions({ email: email ?? '' }),
  enabled: email !== null,
});

/** Erasing answers with what was removed; the page shows that instead of looking the address up again. */
export const erasePersonMutation = (trpc: Trpc) => trpc.privacy.erase.mutationOptions();
