// The single executable killed with SIGKILL while leads stream in and their webhook deliveries are queued: after a
// restart on the same data folder, every acknowledged lead's event reaches the receiver under one webhook-id.

import { join } from 'node:path';
import { type ReceivedDelivery, startReceiver, verified } from '@coach/api/webhook-receiver';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  bookConsultation,
  builtExecutable,
  installAlone,
  json,
  publicToken,
  type RunningServer,
  startServer,
  until,
} from './executable-support';

const PORTS = { killed: 4786, restarted: 4787 };
const PASSWORD = 'turmeric lentil monsoon garden';
/** Leads acknowledged before the kill. */
const ACKED = 150;
/** How long the restarted server may take to send what was queued: about 3 s for the ~130 left by the kill. */
const DRAIN_MS = 45_000;

type LeadEvent = { type: string; data: { id: number; email: string } };

let executable: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const servers: RunningServer[] = [];

beforeAll(async () => {
  executable = builtExecutable();
  receiver = await startReceiver();
}, 600_000);
afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null && s.process.signalCode === null) await s.stop('SIGKILL');
  await receiver?.close();
});

async function start(dir: string, env: Record<string, string>) {
  const started = await startServer(dir, env);
  servers.push(started);
  return started;
}

/** The distinct webhook-ids received, with the lead's e-mail each carries (every delivery verified first). */
function receivedIds(secret: string, deliveries: readonly ReceivedDelivery[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const delivery of deliveries) {
    const event = verified(secret, delivery) as LeadEvent;
    const id = String(delivery.headers['webhook-id']);
    // A webhook-id sent again carries the same lead.
    expect(ids.get(id) ?? event.data.email).toBe(event.data.email);
    ids.set(id, event.data.email);
  }
  return ids;
}

describe('webhook deliveries of the single executable', () => {
  it('reach the receiver for every acknowledged lead, under one webhook-id each, after a SIGKILL and a restart', async () => {
    const site = installAlone(executable);
    const env = (port: number) =>
      site.env({
        PORT: String(port),
        WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: PASSWORD,
      });
    const dataDir = join(site.dir, 'data');
    const victim = await start(site.dir, env(PORTS.killed));
    const created = await json(`${victim.url}/api/admin/webhooks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken(victim.url, PASSWORD)}`,
      },
      body: JSON.stringify({
        url: receiver.url('/leads'),
        events: ['lead.consultation.created'],
        description: 'CRM',
      }),
    });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;

    const token = await publicToken(victim.url, dataDir);
    const acked: string[] = [];
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `hook${n}-${i}@example.com`;
        try {
          if ((await bookConsultation(victim.url, token, email)).status === 201) acked.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [0, 1, 2, 3, 4, 5].map(worker);
    // Killed while deliveries flow: some have reached the receiver already.
    await until(() => acked.length >= ACKED && receiver.received.length > 0, 30_000);
    expect(await victim.stop('SIGKILL')).toBeNull();
    stop = true;
    await Promise.all(workers);
    const receivedBeforeRestart = receiver.received.length;

    // What the dead process left on disk: every acknowledged lead stored, each with at most one delivery (the
    // dispatcher turns stored leads into deliveries after their commit), and some owed: not yet queued, or queued and
    // not yet delivered.
    const atKill = new SQLite(join(dataDir, 'app.sqlite'), { readonly: true });
    const queued = atKill
      .prepare(
        `select c.email, d.message_id, d.status from consultations c
         left join webhook_deliveries d on d.consultation_id = c.id`,
      )
      .all() as Array<{ email: string; message_id: string | null; status: string | null }>;
    atKill.close();
    const stored = new Set(queued.map((row) => row.email));
    expect(acked.filter((email) => !stored.has(email))).toEqual([]);
    expect(queued.length).toBe(stored.size);
    const pendingAtKill = queued.filter((row) => row.status === 'pending');
    const owedAtKill = queued.filter((row) => row.status !== 'delivered');
    expect(owedAtKill.length).toBeGreaterThan(0);

    const restarted = await start(site.dir, env(PORTS.restarted));
    const missing = () => {
      const arrived = new Set(receivedIds(secret, receiver.received).values());
      return [...stored].filter((email) => !arrived.has(email));
    };
    await until(
      () => missing().length === 0,
      DRAIN_MS,
      () => `for ${missing().length} of ${stored.size} stored leads' events`,
    );
    expect(await restarted.stop('SIGTERM')).toBe(0);

    const ids = receivedIds(secret, receiver.received);
    const idsOf = new Map<string, string[]>();
    for (const [id, email] of ids) idsOf.set(email, [...(idsOf.get(email) ?? []), id]);
    // No event for a lead that was not stored, and one webhook-id per stored lead (so per acknowledged lead).
    expect([...idsOf.keys()].filter((email) => !stored.has(email))).toEqual([]);
    expect([...idsOf].filter(([, list]) => list.length !== 1)).toEqual([]);
    expect(acked.filter((email) => idsOf.get(email)?.length !== 1)).toEqual([]);
    // The restart sent what was queued at the kill, under the webhook-id queued with the lead.
    const afterRestart = receivedIds(secret, receiver.received.slice(receivedBeforeRestart));
    expect(pendingAtKill.filter((row) => afterRestart.get(row.message_id ?? '') !== row.email)).toEqual([]);

    const afterRun = new SQLite(join(dataDir, 'app.sqlite'), { readonly: true });
    const deliveries = afterRun
      .prepare(
        `select c.email, d.message_id, d.status from consultations c
         join webhook_deliveries d on d.consultation_id = c.id`,
      )
      .all() as Array<{ email: string; message_id: string; status: string }>;
    afterRun.close();
    // Nothing was queued again by the restart: the one delivery of each lead, delivered under the id queued with it.
    expect(deliveries.length).toBe(stored.size);
    expect(deliveries.filter((row) => row.status !== 'delivered' || ids.get(row.message_id) !== row.email)).toEqual([]);
    console.info(
      `${acked.length} acknowledged, ${stored.size} stored, ${owedAtKill.length} owed at the kill ` +
        `(${pendingAtKill.length} of them queued); ` +
        `${receiver.received.length} deliveries received for ${ids.size} webhook-ids ` +
        `(${receivedBeforeRestart} before the restart)`,
    );
  }, 90_000);
});
