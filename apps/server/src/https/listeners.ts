// The two listeners of a site on its own domain: HTTPS (HTTP/2, with HTTP/1.1 for clients that need it) serving the
// site, and HTTP answering the CA's HTTP-01 checks and sending everything else to HTTPS. Until the CA has issued a
// certificate, the HTTP side serves the site itself.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { SecureContext, TLSSocket } from 'node:tls';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** The path the CA fetches an HTTP-01 answer from (never redirected: the CA would follow it). */
const CHALLENGE_PATH = '/.well-known/acme-challenge/';
/** A port that cannot be bound (in use, or not allowed) is tried again this often. */
const BIND_RETRY_MS = 5000;
/** ALPN's name for the TLS-ALPN-01 challenge (RFC 8737). */
const ACME_TLS = 'acme-tls/1';

type Log = { info(details: object, message: string): void; error(details: object, message: string): void };

export type SiteListeners = {
  /** Fastify's serverFactory: the HTTPS server, handing requests to Fastify (and the HTTP side's, until HTTPS). */
  serverFactory(handler: RequestHandler): http.Server;
  /** Binds both ports; one that cannot be bound is said and tried again every few seconds while the other serves. */
  start(): Promise<void>;
  /** Serves this key and chain to every new connection; those open keep theirs, so no request is dropped. */
  useCertificate(pair: { key: string; cert: string }, fromCa: boolean): void;
  /** The CA's challenges being answered: HTTP-01 tokens and TLS-ALPN-01 certificates by name. */
  challenges: { http: Map<string, string>; alpn: Map<string, SecureContext> };
  /** True once a certificate from the CA is served on a bound HTTPS port: HTTP then redirects. */
  servingHttps(): boolean;
  /** The bound ports (null while a port is not bound). */
  ports(): { http: number | null; https: number | null };
  /** Why a port is not bound, while one is not (HTTPS first), and since when. */
  portProblem(): { at: string; message: string } | null;
  /** Stops accepting, lets requests in flight finish for up to graceMs, then closes what is left. */
  stop(graceMs: number): Promise<void>;
};

export function createSiteListeners(options: {
  host: string;
  httpPort: number;
  httpsPort: number;
  /** The names DOMAIN lists: a redirect keeps the visitor's name when it is one of them. */
  domains: string[];
  /** Until the CA issues the first: a stand-in, so TLS-ALPN-01 checks can reach the listener. */
  initial: { key: string; cert: string };
  log: Log;
}): SiteListeners {
  const { host, httpPort, httpsPort, domains, log } = options;
  const challenges = { http: new Map<string, string>(), alpn: new Map<string, SecureContext>() };
  let fromCa = false;
  let handler: RequestHandler = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  let stopping = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    // Stryker disable next-line all: without it the set keeps every closed connection (memory, not behaviour)
    socket.once('close', () => sockets.delete(socket));
  };

  const secure = http2.createSecureServer(
    {
      allowHTTP1: true,
      key: options.initial.key,
      cert: options.initial.cert,
      // The challenge's certificate is chosen here, after the protocols are known, never by name alone: under
      // TLS 1.2 a name-based choice comes first and could hand a visitor the challenge's certificate.
      ALPNCallback(this: TLSSocket, { servername, protocols }) {
        if (protocols.includes(ACME_TLS)) {
          const context = servername ? challenges.alpn.get(servername.toLowerCase()) : undefined;
          if (!context) return undefined;
          this.setKeyCert(context);
          return ACME_TLS;
        }
        if (protocols.includes('h2')) return 'h2';
        return protocols.includes('http/1.1') ? 'http/1.1' : undefined;
      },
    },
    (request, response) => handler(request as unknown as IncomingMessage, response as unknown as ServerResponse),
  );
  secure.on('secureConnection', track);
  // HTTP/1.1 over TLS closes a connection left idle, as the plain server does.
  // Stryker disable next-line all: two idle minutes are not waited for in a test
  secure.setTimeout(120_000);

  const plain = http.createServer((request, response) => {
    // Stryker disable next-line StringLiteral: a request the server parsed always has a URL
    const path = request.url ?? '/';
    if (path.startsWith(CHALLENGE_PATH)) {
      const answer = challenges.http.get(path.slice(CHALLENGE_PATH.length));
      response.writeHead(answer ? 200 : 404, { 'content-type': 'text/plain' });
      response.end(answer ?? 'Not found');
      return;
    }
    if (servingHttps()) {
      response.writeHead(308, { location: `${httpsOriginFor(request.headers.host)}${path}` });
      response.end();
      return;
    }
    handler(request, response);
  });
  plain.on('connection', track);

  const bound = { http: null as number | null, https: null as number | null };

  function httpsOriginFor(hostHeader: string | undefined): string {
    // Stryker disable next-line StringLiteral: any text that is not one of DOMAIN's names leads to the first name
    const name = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
    const shown = domains.includes(name) ? name : (domains[0] as string);
    return httpsPort === 443 ? `https://${shown}` : `https://${shown}:${httpsPort}`;
  }

  function servingHttps() {
    return fromCa && bound.https !== null && !stopping;
  }

  /** Why a port is not bound, while it is not (one per side), with when it was first refused. */
  const refused: Partial<Record<'http' | 'https', { at: string; message: string }>> = {};

  function bind(server: http.Server | http2.Http2SecureServer, port: number, side: 'http' | 'https') {
    return new Promise<void>((resolve) => {
      const attempt = () => {
        if (stopping) return resolve();
        const failed = (error: NodeJS.ErrnoException) => {
          server.off('listening', listening);
          if (!refused[side]) {
            refused[side] = { at: new Date().toISOString(), message: refusal(side, port, error) };
            log.error({ port, code: error.code }, refused[side].message);
          }
          // A retry due after stop() finds `stopping` and binds nothing.
          setTimeout(attempt, BIND_RETRY_MS).unref();
          resolve();
        };
        const listening = () => {
          // Stryker disable next-line all: only a later error of the listening server would reach it
          server.off('error', failed);
          bound[side] = (server.address() as AddressInfo).port;
          delete refused[side];
          log.info({ port: bound[side] }, `${side === 'http' ? 'HTTP' : 'HTTPS'} listening on port ${bound[side]}`);
          resolve();
        };
        server.once('error', failed);
        server.once('listening', listening);
        server.listen(port, host);
      };
      attempt();
    });
  }

  const closed = (server: http.Server | http2.Http2SecureServer) =>
    // A server that is not listening calls back too (with an error that changes nothing here).
    new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    serverFactory(fastifyHandler) {
      handler = fastifyHandler;
      return secure as unknown as http.Server;
    },
    async start() {
      await Promise.all([bind(plain, httpPort, 'http'), bind(secure, httpsPort, 'https')]);
    },
    useCertificate(pair, issuedByCa) {
      secure.setSecureContext({ key: pair.key, cert: pair.cert });
      fromCa = issuedByCa;
    },
    challenges,
    servingHttps,
    ports: () => ({ ...bound }),
    portProblem: () => refused.https ?? refused.http ?? null,
    async stop(graceMs) {
      stopping = true;
      const done = Promise.all([closed(plain), closed(secure)]);
      // Once the grace is over, whatever is still open is cut; by then this stop has usually long returned.
      setTimeout(() => {
        for (const socket of sockets) socket.destroy();
        // Stryker disable next-line all: the timer holds the process up to graceMs after stop, not behaviour
      }, graceMs).unref();
      await done;
    },
  };
}

/** What the log and Settings say about a port that cannot be bound. */
function refusal(side: 'http' | 'https', port: number, error: NodeJS.ErrnoException): string {
  const variable = side === 'http' ? 'HTTP_PORT' : 'HTTPS_PORT';
  const why =
    error.code === 'EADDRINUSE'
      ? 'another program is using it'
      : error.code === 'EACCES'
        ? 'this user may not use ports below 1024: see the README on systemd'
        : (error.code ?? error.message);
  const meanwhile = side === 'https' ? ', serving the site on plain HTTP meanwhile' : '';
  return `${variable} ${port} cannot be used (${why}); trying again every few seconds${meanwhile}`;
}

/** Whether a request reached the site over TLS (HTTP/2 or HTTP/1.1 on the HTTPS port). */
export function isEncrypted(request: IncomingMessage): boolean {
  return (request.socket as TLSSocket).encrypted === true;
}
