// The off-site bench's storage, in a process of its own: @20minutes/s3rver (it checks every signature) with one bucket
// on a loopback port, and in front of it a TCP proxy carrying at most a given number of bytes a second each way (a
// VPS's uplink). Prints "ready" once both listen; runs until stopped.
// Usage: node bench/offsite-storage.mjs <storage port> <link port> <bytes a second> <bucket>
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [storagePort, linkPort, rate, bucket] = process.argv.slice(2);
const S3rver = createRequire(join(process.cwd(), 'packages/api/package.json'))('@20minutes/s3rver');

/** A TCP proxy to `target` that carries at most `rate` bytes a second each way (paused, then resumed). */
function slowLink(port, target, rate) {
  const throttle = (from, to) => {
    let sent = 0;
    let since = performance.now();
    from.on('data', (chunk) => {
      to.write(chunk);
      sent += chunk.length;
      const ahead = (sent / rate) * 1000 - (performance.now() - since);
      if (ahead > 0) {
        from.pause();
        setTimeout(() => from.resume(), ahead);
      }
      if (performance.now() - since > 1000) {
        sent = 0;
        since = performance.now();
      }
    });
    from.on('end', () => to.end());
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    throttle(client, upstream);
    throttle(upstream, client);
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const storage = new S3rver({
  address: '127.0.0.1',
  port: Number(storagePort),
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'bench-offsite-storage-')),
  configureBuckets: [{ name: bucket }],
});
await storage.run();
await slowLink(Number(linkPort), Number(storagePort), Number(rate));
process.on('SIGTERM', () => process.exit(0));
console.log('ready');
