// An island's call to the server: the same tRPC procedures the portal calls, through the client loaded on the first
// call (with the page's public key exchanged for the encrypted token). No query cache: an island sends, then shows.
import { readPublicConfig } from '@/lib/public-config';

type Client = ReturnType<typeof import('@/lib/trpc-client').createClient>;
let client: Promise<Client> | undefined;

function serverClient(): Promise<Client> {
  client ??= import('@/lib/trpc-client').then(
    ({ createClient }) => createClient(readPublicConfig()),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

export async function sendToServer<Result>(procedure: string, input: unknown): Promise<Result> {
  return (await (await serverClient()).mutation(procedure, input)) as Result;
}

/** A read (a public tRPC query, such as the free times of another week), asked when the visitor asks for it. */
export async function askServer<Result>(procedure: string, input: unknown): Promise<Result> {
  return (await (await serverClient()).query(procedure, input)) as Result;
}
