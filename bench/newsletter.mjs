// The newsletter figures of the bench (issue 30): one post queued for 10,000 confirmed subscribers and sent over SMTP to
// a real SMTP server on this machine at the default pace (MAIL_BULK_PER_SECOND unset: 10 a second); pages served while
// the send goes on against pages served with no send, same run, and a booking made in the middle of the send, timed
// until its confirmation reaches the SMTP server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitorToken } from './booking.mjs';
import { adminSession } from './webhooks.mjs';

/** A package of the server's, loaded when used: a fresh clone has it only once the bench has installed. */
const fromServer = (name) => createRequire(join(process.cwd(), 'apps/server/package.json'))(name);

const SUBSCRIBERS = 10_000;
/** The pace the server sends bulk mail at when MAIL_BULK_PER_SECOND is not set (apps/server/src/config.ts). */
const DEFAULT_BULK_PER_SECOND = 10;
/** "In the middle of the send": the booking is made once this many newsletter e-mails have reached the SMTP server. */
const SENT_BEFORE_BOOKING = 300;
/** Rounds of pages with no send and with the send, in turn: each path's ratio is a median of same-round ratios. */
const ROUNDS = 5;
const PATHS = ['/', '/blog'];
const reader = (i) => `reader-${String(i).padStart(5, '0')}@example.com`;
const isReader = (address) => /^reader-\d{5}@example\.com$/.test(address);

/**
 * Runs the newsletter section on a server of its own (its own data folder, on `port`, SMTP_URL pointing at an SMTP
 * server this bench starts on 127.0.0.1) and adds its rows with `row(figure, value, target, met)`.
 */
export async function newsletterRows({ env, port, serverArgs, connections, seconds, headers, autocannon, row }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-newsletter-'));
  const smtp = await startSmtpServer();
  // The bench's own environment must not set the paces: the figures are the defaults a self-hoster gets.
  const { MAIL_BULK_PER_SECOND: _bulk, MAIL_TRANSACTIONAL_PER_SECOND: _transactional, ...inherited } = env;
  const serverEnv = { ...inherited, PORT: String(port), DATA_DIR: dataDir, SMTP_URL: smtp.url };
  let server = null;
  const startServer = async () => {
    server = spawn(process.execPath, serverArgs, { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    while (!(await fetch(`${base}/api/health`).catch(() => null))?.ok) {
      if (server.exitCode !== null) throw new Error('the newsletter bench server exited');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const stopServer = () =>
    new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve).kill('SIGTERM') : resolve()));
  try {
    // The first start creates and seeds the database; the subscribers are then written straight into it, with the
    // server stopped: 10,000 subscribe-and-confirm round trips would take minutes and measure nothing of this send.
    // The rows are as a confirmation leaves them (status 'subscribed', confirmed_at set).
    await startServer();
    await stopServer();
    addConfirmedSubscribers(dataDir, `http://127.0.0.1:${port}`);
    await startServer();
    const admin = await adminSession(base, env);
    const load = (path) => autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });

    // Unmeasured: a fresh server's first pages are slower (its code is still being compiled). Then a booking with no
    // send going on, for comparison with the one in the middle of the send.
    for (const path of PATHS) await load(path);
    const quiet = await bookAndWait(base, smtp, 'booking-quiet@example.com');

    // The server's CPU time with nothing to do, beside the send's below.
    const idleFrom = { at: performance.now(), ms: cpuMs(server.pid) };
    await new Promise((r) => setTimeout(r, 3000));
    const idleCpuPerSecond = (cpuMs(server.pid) - idleFrom.ms) / ((performance.now() - idleFrom.at) / 1000);

    // One post, published as the editor publishes it: its newsletter goes to every confirmed subscriber.
    const published = performance.now();
    await admin('POST', '/api/admin/blogs', {
      title: 'Ten vegetables for the monsoon',
      excerpt: 'What is fresh this season, and three ways to cook each.',
      content: '<p>Bottle gourd, ridge gourd and bitter gourd are at their best now.</p>',
      category: 'Nutrition',
      type: 'blog',
      read_time: '3 min read',
    });
    // The send's own cost, with no page load: the server's CPU time from the tenth e-mail received (the post queued
    // and its e-mail rendered) to the booking.
    let rampCpu = null;
    while (smtp.newsletters.length < SENT_BEFORE_BOOKING) {
      if (!rampCpu && smtp.newsletters.length >= 10) {
        rampCpu = { at: performance.now(), ms: cpuMs(server.pid), sent: smtp.newsletters.length };
      }
      if (performance.now() - published > 60_000 + (SENT_BEFORE_BOOKING / DEFAULT_BULK_PER_SECOND) * 2000) {
        throw new Error(`only ${smtp.newsletters.length} newsletter e-mails reached the SMTP server`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const sendCpuPerSecond = (cpuMs(server.pid) - rampCpu.ms) / ((performance.now() - rampCpu.at) / 1000);
    const sendCpuPerEmail = (cpuMs(server.pid) - rampCpu.ms) / (smtp.newsletters.length - rampCpu.sent);
    const queued = count(dataDir, `select count(*) from email_outbox where lane = 'bulk' and kind = 'newsletter'`);
    const firstAfter = (smtp.newsletters[0] - published) / 1000;
    // The pace before any page load: from the first newsletter e-mail received to the last so far.
    const steadyRate = (smtp.newsletters.length - 1) / ((smtp.newsletters.at(-1) - smtp.newsletters[0]) / 1000);

    // The booking in the middle of the send, with the site otherwise quiet.
    const midSend = await bookAndWait(base, smtp, 'booking-midsend@example.com');

    // Pages with no send against pages with the send, in turn, one path at a time. "No send": the SMTP server holds the
    // sender's next message at MAIL FROM, so the server's sender waits on its socket and does nothing, and the pages
    // are served as if no newsletter were going out; then it lets go, and the sender goes on at its pace. Each round's
    // order is the previous one's reversed, so drift in the rest of the machine's load weighs on both sides alike. The
    // booking under load is made one second into the first load with the send.
    const perPath = Object.fromEntries(PATHS.map((path) => [path, []]));
    let underLoad = null;
    let sentDuringLoads = 0;
    let sendingSeconds = 0;
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of PATHS) {
        const perSecond = {};
        const cpuPerRequest = {};
        for (const sending of round % 2 ? [true, false] : [false, true]) {
          if (sending) smtp.resume();
          else smtp.pause();
          await new Promise((r) => setTimeout(r, 500));
          const receivedBefore = smtp.newsletters.length;
          const started = performance.now();
          const cpuBefore = cpuMs(server.pid);
          const running = load(path);
          if (sending && !underLoad) {
            await new Promise((r) => setTimeout(r, 1000));
            underLoad = await bookAndWait(base, smtp, 'booking-underload@example.com');
          }
          const result = await running;
          failed += result.non2xx + result.errors;
          perSecond[sending] = result.requests.average;
          cpuPerRequest[sending] = (cpuMs(server.pid) - cpuBefore) / result.requests.total;
          if (sending) {
            sentDuringLoads += smtp.newsletters.length - receivedBefore;
            sendingSeconds += (performance.now() - started) / 1000;
          }
        }
        perPath[path].push({
          with: perSecond.true,
          without: perSecond.false,
          cpuWith: cpuPerRequest.true,
          cpuWithout: cpuPerRequest.false,
        });
      }
    }
    smtp.resume();
    const windowSeconds = (performance.now() - published) / 1000;
    const received = smtp.newsletters.length;
    const loadRate = sentDuringLoads / sendingSeconds;

    for (const path of PATHS) {
      const runs = perPath[path];
      const ratio = median(runs.map((run) => run.with / run.without));
      row(
        `${path} during the send to ${SUBSCRIBERS.toLocaleString('en')} vs no send (req/s, same run)`,
        `${median(runs.map((run) => run.with)).toFixed(0)} vs ${median(runs.map((run) => run.without)).toFixed(0)}: ratio ${ratio.toFixed(2)} (median of ${ROUNDS} rounds; per round ${runs
          .map((run) => (run.with / run.without).toFixed(2))
          .join(
            ', ',
          )}); server CPU per request ${median(runs.map((run) => run.cpuWith)).toFixed(3)} vs ${median(runs.map((run) => run.cpuWithout)).toFixed(3)} ms${failed ? `, ${failed} failed` : ''}`,
        'ratio >= 0.9',
        ratio >= 0.9 && failed === 0,
      );
    }
    const seconds1 = (ms) => (ms === null ? 'not received' : `${(ms / 1000).toFixed(2)} s`);
    row(
      `booking confirmation at the SMTP server, booked after ${SENT_BEFORE_BOOKING} newsletter e-mails`,
      `${seconds1(midSend)}; ${seconds1(underLoad)} with pages under load too (${seconds1(quiet)} with no send)`,
      '<= 5 s',
      midSend !== null && underLoad !== null && midSend <= 5000 && underLoad <= 5000,
    );
    row(
      `newsletter e-mails queued for one post, received by the SMTP server (MAIL_BULK_PER_SECOND unset: ${DEFAULT_BULK_PER_SECOND}/s)`,
      `${queued.toLocaleString('en')} queued; first received ${firstAfter.toFixed(1)} s after publishing; ${received.toLocaleString('en')} received in ${windowSeconds.toFixed(0)} s (${smtp.heldSeconds().toFixed(0)} s of it held); ${steadyRate.toFixed(1)}/s steady, ${loadRate.toFixed(1)}/s during the page loads; the send alone costs the server ${sendCpuPerSecond.toFixed(0)} ms of CPU a second (${sendCpuPerEmail.toFixed(1)} ms per e-mail; ${idleCpuPerSecond.toFixed(0)} ms a second idle)`,
      `${SUBSCRIBERS.toLocaleString('en')} queued, sent at ${DEFAULT_BULK_PER_SECOND}/s`,
      // The pace is a ceiling: under a full page load the sender may fall behind it, and pages come first.
      queued === SUBSCRIBERS && Math.abs(steadyRate / DEFAULT_BULK_PER_SECOND - 1) <= 0.1,
    );
  } finally {
    smtp.resume();
    if (server) await stopServer();
    await smtp.close();
  }
}

/** The CPU time a process has used so far (all its threads), in milliseconds. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function count(dataDir, query) {
  const SQLite = fromServer('better-sqlite3');
  const db = new SQLite(join(dataDir, 'app.sqlite'), { readonly: true });
  const value = db.prepare(query).pluck().get();
  db.close();
  return value;
}

/** SUBSCRIBERS confirmed subscribers, written in one transaction into the stopped server's database. */
function addConfirmedSubscribers(dataDir, origin) {
  const SQLite = fromServer('better-sqlite3');
  const db = new SQLite(join(dataDir, 'app.sqlite'));
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const insert = db.prepare(
    `insert into subscribers (email, status, origin, created_at, confirm_sent_at, confirmed_at)
     values (?, 'subscribed', ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 1; i <= SUBSCRIBERS; i++) insert.run(reader(i), origin, at, at, at);
  })();
  db.close();
}

/**
 * Books the first free time as the contact form books it; resolves with the milliseconds from the request to the
 * moment the SMTP server has taken the first e-mail to the visitor's address (its confirmation), or null after 30 s.
 */
async function bookAndWait(base, smtp, email) {
  const visitor = { 'x-encrypted-token': await visitorToken(base) };
  const { slots } = await (await fetch(`${base}/api/availability?days=7`, { headers: visitor })).json();
  if (!slots?.length) throw new Error('no free time to book in the next 7 days');
  const started = performance.now();
  const booked = await fetch(`${base}/api/consultation`, {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya',
      email,
      phone: '9876543210',
      goal: 'weight_loss',
      slot_start: slots[0].start,
    }),
  });
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
  while (!smtp.visitors.has(email)) {
    if (performance.now() - started > 30_000) return null;
    await new Promise((r) => setTimeout(r, 5));
  }
  return smtp.visitors.get(email) - started;
}

/**
 * An SMTP server (smtp-server) on 127.0.0.1 taking every message: it notes when each newsletter e-mail and each
 * visitor's first e-mail arrived, by envelope recipient (no parsing: it shares the machine with the server under test
 * and the load generator). `pause()` holds each next message at MAIL FROM until `resume()`.
 */
async function startSmtpServer() {
  const { SMTPServer } = fromServer('smtp-server');
  /** When each newsletter e-mail was received (performance.now()). */
  const newsletters = [];
  /** Each other recipient -> when its first e-mail was received. */
  const visitors = new Map();
  let held = null;
  let release = () => {};
  let heldSince = 0;
  let heldMs = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, done) {
      if (held) held.then(() => done());
      else done();
    },
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) {
          if (isReader(address)) newsletters.push(at);
          else if (!visitors.has(address)) visitors.set(address, at);
        }
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    newsletters,
    visitors,
    pause() {
      if (held) return;
      heldSince = performance.now();
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    resume() {
      if (!held) return;
      heldMs += performance.now() - heldSince;
      held = null;
      release();
    },
    /** How long the sender was held, in seconds. */
    heldSeconds: () => heldMs / 1000,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}
