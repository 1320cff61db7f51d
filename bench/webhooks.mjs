// The webhook figures of the bench: a burst of 1,000 leads with two endpoints subscribed, delivered to a real receiver
// on this machine that checks every signature, and the lead rate with the two endpoints against none, same run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitorToken } from './booking.mjs';

/** A package of the server's, loaded when used: a fresh clone has it only once the bench has installed. */
const fromServer = (name) => createRequire(join(process.cwd(), 'apps/server/package.json'))(name);

const LEADS = 1000;
const ENDPOINTS = ['first', 'second'];
const EVENT = 'lead.consultation.created';
/** How long the deliveries of the first burst may take before the ones not received count as not delivered. */
const DELIVERY_WAIT_MS = 60_000;
/** Bursts with the endpoints, each between two without: the rate figure is a median of same-run ratios. */
const ROUNDS = 5;

/**
 * Runs the webhook section on a server of its own (its own data folder, on `port`, http:// to loopback allowed as
 * WEBHOOK_ALLOW_ADDRESSES allows it) and adds its two rows with `row(figure, value, target, met)`.
 */
export async function webhookRows({ env, port, serverArgs, connections, lead, autocannon, row }) {
  // An implementation of Standard Webhooks independent of the server's (apps/server/src/webhooks/signature.ts).
  const { Webhook } = createRequire(join(process.cwd(), 'packages/api/package.json'))('standardwebhooks');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const receiver = await startReceiver();
  const server = spawn(process.execPath, serverArgs, {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await fetch(`${base}/api/health`).catch(() => null))?.ok) {
      if (server.exitCode !== null) throw new Error('the webhook bench server exited');
      await new Promise((r) => setTimeout(r, 20));
    }
    const admin = await adminSession(base, env);

    /** One burst of exactly LEADS leads: leads acknowledged per second, and how many were not acknowledged. */
    async function burst() {
      const headers = { 'content-type': 'application/json', 'x-encrypted-token': await visitorToken(base) };
      const started = performance.now();
      const load = autocannon({
        url: `${base}/api/consultation`,
        connections,
        amount: LEADS,
        method: 'POST',
        headers,
        body: lead,
        // A load ends only at a sample: every 0.1 s instead of every second, so bursts follow each other sooner.
        sampleInt: 100,
      });
      // Timed to the last answer, not to the sample that ended the load.
      let lastAnswer = started;
      load.on('response', () => {
        lastAnswer = performance.now();
      });
      const result = await load;
      const seconds = (lastAnswer - started) / 1000;
      return { perSecond: result['2xx'] / seconds, acknowledged: result['2xx'], failed: result.non2xx + result.errors };
    }
    const settle = () => new Promise((r) => setTimeout(r, 500));

    // Unmeasured: the first leads of a fresh server are slower (its code is still being compiled).
    await burst();
    await settle();
    const without = [await burst()];
    const storedBefore = count(dataDir, `select count(*) from consultations`);
    const endpoints = [];
    for (const name of ENDPOINTS) {
      const added = await admin('POST', '/api/admin/webhooks', {
        url: receiver.url(name),
        events: [EVENT],
        description: `bench receiver ${name}`,
      });
      receiver.secrets.set(name, new Webhook(added.secret));
      endpoints.push(added.endpoint.id);
    }

    // The first burst with the endpoints: every acknowledged lead's event must reach both endpoints.
    await settle();
    const first = await burst();
    const burstEnded = performance.now();
    const receivedInBurst = receiver.delivered.size;
    const expected = first.acknowledged * ENDPOINTS.length;
    const stored = count(dataDir, `select count(*) from consultations`) - storedBefore;
    let allAfter = null;
    while (performance.now() - burstEnded < DELIVERY_WAIT_MS) {
      if (receiver.delivered.size >= expected) {
        allAfter = performance.now() - burstEnded;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const waited = (allAfter ?? performance.now() - burstEnded) / 1000;
    const received = receiver.delivered.size;
    // The endpoints existed for this burst only so far: every delivery in the database is one of its events. Owed:
    // deliveries queued and not yet sent, and those of leads not yet turned into events (after the cursor).
    const pending =
      count(dataDir, `select count(*) from webhook_deliveries where status = 'pending'`) +
      ENDPOINTS.length *
        count(
          dataDir,
          `select count(*) from consultations where id > (select last_id from webhook_cursors where source = 'consultations')`,
        );
    const lost = Math.max(0, expected - received - pending) + Math.max(0, first.acknowledged - stored);
    const rest =
      allAfter === null
        ? `${pending} still queued after ${waited.toFixed(0)} s (${((received - receivedInBurst) / waited).toFixed(1)}/s once the burst ended)`
        : `all ${waited.toFixed(1)} s after the burst`;
    row(
      `webhook events delivered after a burst of ${LEADS.toLocaleString('en')} leads, ${ENDPOINTS.length} endpoints`,
      `${received} of ${expected}, ${lost} lost, ${rest}${receiver.refused ? `, ${receiver.refused} not verified` : ''}${
        first.failed ? `, ${first.failed} leads refused or failed` : ''
      }`,
      `${LEADS * ENDPOINTS.length}, 0 lost`,
      expected === LEADS * ENDPOINTS.length && received === expected && lost === 0 && receiver.refused === 0,
    );

    // Then without and with in turn; paused endpoints get no event queued and none sent, as if there were none. A
    // later burst with them may find deliveries of an earlier one still queued, sent while its leads come in, as in
    // service. Each burst with the endpoints is set against the mean of the bursts without just before and after it,
    // so the load of the rest of the machine, which drifts, weighs on both sides of each ratio alike.
    const withEndpoints = [first];
    const status = (value) =>
      Promise.all(endpoints.map((id) => admin('PUT', `/api/admin/webhooks/${id}`, { status: value })));
    for (;;) {
      await status('paused');
      await settle();
      without.push(await burst());
      if (withEndpoints.length === ROUNDS) break;
      await status('active');
      await settle();
      withEndpoints.push(await burst());
    }
    const around = withEndpoints.map((_, i) => (without[i].perSecond + without[i + 1].perSecond) / 2);
    const ratio = median(withEndpoints.map((run, i) => run.perSecond / around[i]));
    const failed = [...without, ...withEndpoints].reduce((sum, run) => sum + run.failed, 0);
    row(
      `lead rate with ${ENDPOINTS.length} endpoints vs none, same run (bursts of ${LEADS.toLocaleString('en')}, leads/s)`,
      `${median(withEndpoints.map((run) => run.perSecond)).toFixed(0)} vs ${median(around).toFixed(0)}: ratio ${ratio.toFixed(2)} (medians of ${withEndpoints.length}, each against the bursts without around it)${
        failed ? `, ${failed} refused or failed` : ''
      }`,
      'ratio >= 0.9',
      ratio >= 0.9 && failed === 0,
    );
  } finally {
    await new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve).kill('SIGTERM') : resolve(),
    );
    await receiver.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function count(dataDir, query) {
  const SQLite = fromServer('better-sqlite3');
  const db = new SQLite(join(dataDir, 'app.sqlite'), { readonly: true });
  const value = db.prepare(query).pluck().get();
  db.close();
  return value;
}

/** Signs in as the administrator the server created at start; resolves with a caller of the admin REST routes. */
export async function adminSession(base, env) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { access_token } = await login.json();
  return async (method, path, body) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      // A DELETE has no body, and the server refuses an empty one said to be JSON.
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
}

/**
 * A receiver on 127.0.0.1 answering 200: each endpoint is a path, each delivery is checked with its endpoint's
 * secret, and a verified one counts once per (webhook-id, endpoint), as a receiver drops a retried message it has.
 */
async function startReceiver() {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const name = req.url.slice(1);
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      try {
        const event = receiver.secrets.get(name).verify(Buffer.concat(chunks).toString('utf8'), headers);
        if (event.type !== EVENT) throw new Error(`unexpected event ${event.type}`);
        receiver.delivered.add(`${headers['webhook-id']} ${name}`);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      } catch {
        receiver.refused++;
        res.writeHead(400, { 'content-type': 'text/plain' }).end('not verified');
      }
    });
  });
  const receiver = {
    /** Each endpoint's verifier, by its path. */
    secrets: new Map(),
    /** `<webhook-id> <endpoint>` of every verified delivery. */
    delivered: new Set(),
    /** Deliveries whose signature (or event) did not check out. */
    refused: 0,
    url: (name) => `http://127.0.0.1:${server.address().port}/${name}`,
    close: () => {
      // The server under test is stopped by then; a connection it left open would hold the close.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return receiver;
}
