// A real server over a real migrated database for REST and page tests (no listening socket: app.inject).
import type { LookupFunction } from 'node:net';
import { join } from 'node:path';
import { appRouter, setAdminPassword } from '@coach/api';
import type { DB } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from './config';
import {
  expectAnswerDocumented,
  expectEventDocumented,
  loadDocument,
  type OpenApiDocument,
} from './rest/contract-test-support';
import { type AppServer, createServer, type ServerOptions } from './server';
import { loadProductionWebApp } from './ssr/renderer';

const TEST_API_KEY = 'pk_test_key_0123456789';
export const TEST_ADMIN = { username: 'owner', password: 'owner-password-1' };

/** A first run's answers (all but the link's token): her account and her business. */
export const SETUP_ANSWERS = {
  username: 'meera',
  password: 'turmeric lentil monsoon garden',
  business_name: 'Greenleaf Clinic',
  owner_name: 'Meera Iyer',
  owner_short_name: 'Meera',
  email: 'meera@greenleaf.example',
  phone: '+44 20 7946 0958',
  brand_color: '#047857',
  accent_color: '#f59e0b',
  keep_demo_content: true,
};

/** The tests' default resolver: no name resolves, so no test asks the network about a webhook's address. */
const resolveNoName = ((hostname: string, _options: unknown, callback: (error: Error) => void) =>
  callback(
    Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
  )) as unknown as LookupFunction;

export async function createTestServer(
  options: {
    web?: boolean;
    leadsPerHour?: number;
    visitsPerHour?: number;
    renderLimit?: { concurrent: number; waitMs: number };
    publicUrl?: string;
    /** SMTP_URL: a test's own SMTP server; without it, e-mails are written as .eml files. */
    smtpUrl?: string;
    dkim?: Config['mail']['dkim'];
    /** NOTIFY_EMAIL; null sends the notices to the address in Settings. */
    notifyEmail?: string | null;
    /** False: no administrator exists yet (the first run). */
    admin?: false;
    /** Resolves webhook addresses instead of the system (a stub: no request leaves the machine). */
    webhookLookup?: LookupFunction;
    /** Another test server's database: this one starts on it as a restarted server would. */
    database?: { db: DB; dir: string };
    /** Off-site copies as BACKUP_S3_... and BACKUP_AGE_RECIPIENT set them; without it, off unless Settings set it. */
    offsite?: Config['offsite'];
    /** What `serve` does with a restore asked for in the portal (absent: the portal is told it cannot). */
    requestRestore?: ServerOptions['requestRestore'];
    /** DOMAIN and the rest (the ports, the CA): the server gets its own HTTPS and HTTP listeners. */
    https?: Config['https'];
    logger?: boolean;
  } = {},
) {
  const { db, dir } = options.database ?? (await createTestDatabase());
  const config: Config = {
    port: 0,
    https: options.https ?? null,
    host: '127.0.0.1',
    dataDir: dir,
    databaseFile: join(dir, 'app.sqlite'),
    uploadsDir: join(dir, 'uploads'),
    publicApiKey: TEST_API_KEY,
    appSecret: 'test-secret-'.repeat(5),
    admin: null,
    whatsappNumber: '919999999999',
    mail: {
      notifyEmail: options.notifyEmail === undefined ? 'owner@example.com' : options.notifyEmail,
      // E-mails come from the business name in Settings, as on an install without MAIL_FROM.
      from: null,
      smtpUrl: options.smtpUrl ?? null,
      perSecond: { transactional: 0, bulk: 10 },
      dkim: options.dkim ?? null,
      outboxDir: join(dir, 'outbox'),
    },
    leadRateLimitPerHour: options.leadsPerHour ?? 0,
    // The tests' webhook receivers listen on loopback.
    webhookAllowedAddresses: ['127.0.0.1'],
    visitRateLimitPerHour: options.visitsPerHour ?? 0,
    trustProxy: false,
    publicUrl: options.publicUrl ?? null,
    logLevel: 'silent',
    auditKeepDays: 365,
    databaseSync: 'full',
    backup: { dir: join(dir, 'backups'), intervalHours: 0, keep: 3 },
    offsite: options.offsite ?? { environment: null, recipient: null },
  };
  if (options.admin !== false && !options.database) {
    await setAdminPassword(db, { ...TEST_ADMIN, full_name: 'Test Owner', email: 'owner@example.com' });
  }
  const web = options.web ? await loadProductionWebApp({ trpcRouter: appRouter }) : undefined;
  const server = await createServer({
    config,
    db,
    web,
    logger: options.logger ?? false,
    renderLimit: options.renderLimit,
    webhookLookup: options.webhookLookup ?? resolveNoName,
    requestRestore: options.requestRestore,
  });
  const { app } = server;

  let document: Promise<OpenApiDocument> | null = null;
  return {
    ...server,
    db,
    config,
    web,
    /**
     * Checks an answer against the server's OpenAPI document (rest/contract-test-support.ts); `path` in the
     * document's form, `/api/recipes/{id}`.
     */
    async expectDocumented(method: string, path: string, res: LightMyRequestResponse) {
      document ??= loadDocument(app);
      expectAnswerDocumented(await document, method, path, res);
    },
    /** Checks a received webhook event against the payload the server's OpenAPI document gives for its type. */
    async expectEventDocumented(payload: { type: string }) {
      document ??= loadDocument(app);
      expectEventDocumented(await document, payload);
    },
    async publicToken() {
      const res = await app.inject({ method: 'POST', url: '/api/auth/token', headers: { 'x-api-key': TEST_API_KEY } });
      return res.json<{ encrypted_token: string }>().encrypted_token;
    },
    /** Request headers of a signed-in administrator and of a visitor holding the public token. */
    async headers() {
      return {
        admin: { authorization: `Bearer ${await this.adminToken()}` },
        visitor: { 'x-encrypted-token': await this.publicToken() },
      };
    },
    async adminToken() {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      return res.json<{ access_token: string }>().access_token;
    },
  };
}

/** The address of the web app's entry script, as the home page names it. */
export async function entryScriptOf(app: AppServer['app']): Promise<string> {
  // The portal's client app: public pages load only their own small script (docs/decisions/178).
  const page = await app.inject({ method: 'GET', url: '/admin/login' });
  return /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
}
