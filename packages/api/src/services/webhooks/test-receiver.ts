// For tests: a real HTTP server on 127.0.0.1 that receives webhook deliveries and answers with the statuses it is
// given, in turn (200 once they are used up).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string };

export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The address of `path` on this server. */
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A delivery's body, verified with the endpoint's secret by an independent Standard Webhooks implementation. */
export function verified(secret: string, delivery: ReceivedDelivery | undefined): unknown {
  return new Webhook(secret).verify(delivery?.body ?? '', {
    'webhook-id': String(delivery?.headers['webhook-id']),
    'webhook-timestamp': String(delivery?.headers['webhook-timestamp']),
    'webhook-signature': String(delivery?.headers['webhook-signature']),
  });
}
