// An island's call to the server: the same tRPC procedures the portal calls, through the client loaded on the first
// call (with the page's public key exchanged for the encrypted token). No query cache: an island sends, then shows.
import { readPublicConfig } from '@/lib/public-config';

type Client = ReturnType<typeof import('@/lib/trpc-client').createClient>;
let client: Promise<Client> | undefined;

export async function sendToServer<Result>(procedure: string, input: unknown): Promise<Result> {
  client ??= import('@/lib/trpc-client').then(
    ({ createClient }) => createClient(readPublicConfig()),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return (await (await client).mutation(procedure, input)) as Result;
}
