/// <reference path="./s3rver.d.ts" />
// Tests' S3-compatible storage: @20minutes/s3rver on loopback, which checks every request's signature (its one
// account, S3RVER / S3RVER), with one bucket, started and stopped by the tests. Its port comes from the system unless
// a test names one: a mutation run runs a test file in two processes at once.
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Location } from './s3-store';

export type TestStorage = Awaited<ReturnType<typeof startTestStorage>>;

export async function startTestStorage({ port = 0, bucket }: { port?: number; bucket: string }) {
  const dir = await mkdtemp(join(tmpdir(), 'coach-test-storage-'));
  let server: S3rver | null = null;
  const requests: string[] = [];
  /** Started again on the port it had: the copies' settings name it. */
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = (await server.run()) as AddressInfo);
    server.httpServer?.on('request', (request) => requests.push(`${request.method} ${request.url}`));
  };
  await start();
  return {
    /** The bucket's files on disk (each object a `._S3rver_object` file below it). */
    bucketDir: join(dir, bucket),
    location: (prefix = ''): S3Location => ({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      prefix,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    }),
    running: () => server !== null,
    /** Every request it has received, as "METHOD /path?query". */
    requests: () => [...requests],
    start,
    /** Stops at once, cutting the connections in flight (an upload's too). */
    async stop() {
      const stopping = server?.close();
      server?.httpServer?.closeAllConnections();
      await stopping;
      server = null;
    },
  };
}
