// The HTTPS bench's load (bench/https-swap.mjs): the cached home page requested over HTTP/2 sessions kept open, over
// new HTTP/2 sessions, and over HTTP/1.1 with a new connection each time (the second name), every client trusting
// only the CA's issuing root; each answer counted with its status and time, each failure with its message.
import http2 from 'node:http2';
import { request } from 'node:https';

/** HTTP/2 sessions kept open, each with streams in parallel; new HTTP/2 sessions; HTTP/1.1 connections. */
const LONG_SESSIONS = 4;
const STREAMS_PER_SESSION = 4;
const NEW_SESSIONS = 2;
const NEW_CONNECTIONS = 4;
/** A request unanswered this long is an error. */
const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * The load's clients, counting what they see. `run(done)` sends until `done()` holds, every client in parallel, and
 * counts the answers unless `counted` is false.
 */
export function createHttpsLoad({ port, names, root }) {
  const origin = `https://127.0.0.1:${port}`;
  const authority = `${names[0]}:${port}`;
  const tls = { servername: names[0], ca: root };
  let counting = false;
  let warmAnswered = 0;
  const figures = {
    answered: 0,
    errors: 0,
    non200: 0,
    byKind: { h2: 0, newH2: 0, h1: 0 },
    statuses: new Map(),
    problems: new Map(),
    samples: [],
  };
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

  /** One request's outcome: its kind, its status (0 for an error) and when it was sent. */
  function settle(kind, status, at, problem) {
    if (!counting) {
      if (status === 200) warmAnswered += 1;
      return;
    }
    if (problem) {
      figures.errors += 1;
      count(figures.problems, `${kind}: ${problem}`);
      return;
    }
    figures.answered += 1;
    figures.byKind[kind] += 1;
    figures.samples.push({ at, ms: performance.now() - at });
    if (status !== 200) {
      figures.non200 += 1;
      count(figures.statuses, status);
    }
  }

  /** One request on an HTTP/2 session; resolves once settled. */
  function h2Request(session, kind) {
    return new Promise((resolve) => {
      const at = performance.now();
      let status = 0;
      let ended = false;
      let done = false;
      const finish = (problem) => {
        if (done) return;
        done = true;
        settle(kind, status, at, problem);
        resolve();
      };
      let stream;
      try {
        stream = session.request({ ':path': '/', ':authority': authority, ...PAGE_HEADERS });
      } catch (error) {
        return finish(error.message);
      }
      stream.setTimeout(REQUEST_TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.on('response', (headers) => {
        status = headers[':status'];
      });
      stream.on('error', (error) => finish(error.message));
      stream.on('end', () => {
        ended = true;
        finish(status ? undefined : 'no response');
      });
      stream.on('close', () => finish(ended ? undefined : `stream closed before its end (code ${stream.rstCode})`));
      stream.resume();
      stream.end();
    });
  }

  /** An HTTP/2 session; a failure of the session is an error besides those of the requests it fails. */
  function openSession(kind) {
    const session = http2.connect(origin, tls);
    session.on('error', (error) => {
      if (!counting) return;
      figures.errors += 1;
      count(figures.problems, `${kind} session: ${error.message}`);
    });
    return session;
  }

  async function longSession(done) {
    let session = openSession('h2');
    const stream = async () => {
      while (!done()) {
        // A session the server closed (it should not) is counted and replaced, so the load goes on.
        if (session.closed || session.destroyed) session = openSession('h2');
        await h2Request(session, 'h2');
      }
    };
    await Promise.all(Array.from({ length: STREAMS_PER_SESSION }, stream));
    session.close();
  }

  async function newSessions(done) {
    while (!done()) {
      const session = openSession('newH2');
      await h2Request(session, 'newH2');
      await h2Request(session, 'newH2');
      session.close();
    }
  }

  /** One HTTP/1.1 request on a new connection (ALPN http/1.1, no keep-alive), to the second name. */
  function h1Request() {
    return new Promise((resolve) => {
      const at = performance.now();
      let done = false;
      const finish = (status, problem) => {
        if (done) return;
        done = true;
        settle('h1', status, at, problem);
        resolve();
      };
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          path: '/',
          ...tls,
          servername: names[1],
          headers: { host: `${names[1]}:${port}`, ...PAGE_HEADERS },
          agent: false,
          ALPNProtocols: ['http/1.1'],
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode));
          response.on('error', (error) => finish(0, error.message));
        },
      );
      sent.on('timeout', () => sent.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      sent.on('error', (error) => finish(0, error.message));
      sent.end();
    });
  }

  async function newConnections(done) {
    while (!done()) await h1Request();
  }

  return {
    async run(until, { counted = true } = {}) {
      counting = counted;
      let finished = false;
      const done = () => {
        finished ||= until();
        return finished;
      };
      await Promise.all([
        ...Array.from({ length: LONG_SESSIONS }, () => longSession(done)),
        ...Array.from({ length: NEW_SESSIONS }, () => newSessions(done)),
        ...Array.from({ length: NEW_CONNECTIONS }, () => newConnections(done)),
      ]);
      counting = false;
    },
    warmedUp: () => warmAnswered,
    openSessions: LONG_SESSIONS,
    figures: () => figures,
  };
}
