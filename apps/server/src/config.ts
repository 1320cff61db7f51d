// The environment, validated at start: a bad value stops the server with a message naming the variable.
import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATA_FILES, type OffsiteSetup } from '@coach/api';
import {
  AGE_RECIPIENT_PATTERN,
  AUDIT_KEEP_DAYS_DEFAULT,
  type BusinessSettings,
  DEFAULT_WHATSAPP_NUMBER,
  hasUntypeable,
  OFFSITE_KEEP_DEFAULT,
  SITE,
} from '@coach/shared';
import { z } from 'zod';
import { DOMAIN_RULE, parseDomainList } from './https/domains';

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** E-mails a second, or 0 for as fast as the SMTP server takes them. */
const mailRate = z.coerce
  .number({ error: 'must be a whole number of e-mails a second (0 for no limit)' })
  .int('must be a whole number of e-mails a second (0 for no limit)')
  .min(0, 'must be a whole number of e-mails a second (0 for no limit)')
  .max(10_000);
/** Newsletters at 10 a second: about 36,000 an hour, within what mailbox providers accept from a small sender. */
const MAIL_BULK_PER_SECOND_DEFAULT = 10;

const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int('must be a port number (1-65535)')
  .min(1, 'must be a port number (1-65535)')
  .max(65_535, 'must be a port number (1-65535)');

/** Where certificates come from when ACME_DIRECTORY does not say. */
export const LETS_ENCRYPT_DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';

const envSchema = z
  .object({
    PORT: optional(port).default(3000),
    HOST: optional(z.string().min(1)).default('0.0.0.0'),
    DOMAIN: optional(
      z.string().transform((list, ctx) => {
        const names = parseDomainList(list);
        if (names) return names;
        ctx.addIssue({ code: 'custom', message: DOMAIN_RULE });
        return z.NEVER;
      }),
    ),
    HTTP_PORT: optional(port).default(80),
    HTTPS_PORT: optional(port).default(443),
    ACME_DIRECTORY: optional(
      z.url({ protocol: /^https$/, error: "must be the ACME server's directory address, starting with https://" }),
    ).default(LETS_ENCRYPT_DIRECTORY),
    ACME_EMAIL: optional(z.email('must be an e-mail address')),
    ACME_CA_FILE: optional(
      z
        .string()
        .min(1)
        .transform((file, ctx) => {
          try {
            const pem = readFileSync(file, 'utf8');
            const certificates = pem.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
            if (certificates.length === 0) throw new Error('no certificate');
            for (const certificate of certificates) new X509Certificate(certificate);
            return pem;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be a readable file holding certificates (PEM)' });
            return z.NEVER;
          }
        }),
    ),
    ACME_EAB_KID: optional(z.string().max(500)),
    ACME_EAB_HMAC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_=+/-]{16,500}$/, 'must be the HMAC key the CA gave, in base64url'),
    ),
    ACME_CHALLENGE: optional(
      z.enum(['http-01', 'tls-alpn-01'], { error: 'must be http-01 or tls-alpn-01 (unset: both)' }),
    ),
    DATA_DIR: optional(z.string().min(1)).default('./data'),
    PUBLIC_API_KEY: optional(z.string().min(16, 'must be at least 16 characters').max(200)),
    APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(500)),
    ADMIN_USERNAME: optional(
      z
        .string()
        .trim()
        .min(3, 'must be at least 3 characters')
        .max(100)
        .refine((name) => !hasUntypeable(name), 'must not contain control characters'),
    ),
    ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters').max(200)),
    WHATSAPP_NUMBER: optional(
      z.string().regex(/^\+?[0-9]{8,15}$/, 'must be a phone number in international format, digits only'),
    ),
    NOTIFY_EMAIL: optional(z.email('must be an e-mail address')),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: optional(z.string().min(3).max(200)),
    MAIL_TRANSACTIONAL_PER_SECOND: optional(mailRate).default(0),
    DKIM_DOMAIN: optional(
      z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name'),
    ),
    DKIM_SELECTOR: optional(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62})$/, 'must be a DKIM selector name')),
    DKIM_PRIVATE_KEY_FILE: optional(
      z
        .string()
        .min(1)
        .transform((file, ctx) => {
          try {
            const pem = readFileSync(file, 'utf8');
            if (createPrivateKey(pem).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
            return pem;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be a readable file holding an RSA private key (PEM)' });
            return z.NEVER;
          }
        }),
    ),
    MAIL_BULK_PER_SECOND: optional(mailRate).default(MAIL_BULK_PER_SECOND_DEFAULT),
    LEAD_RATE_LIMIT_PER_HOUR: optional(
      z.coerce.number({ error: 'must be a whole number (0 turns the limit off)' }).int().min(0).max(100_000),
    ).default(10),
    VISIT_RATE_LIMIT_PER_HOUR: optional(
      z.coerce.number({ error: 'must be a whole number (0 turns the limit off)' }).int().min(0).max(1_000_000),
    ).default(600),
    PUBLIC_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be the site address, like https://example.com' })
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    TRUST_PROXY: optional(
      z
        .string()
        .regex(/^(true|false|loopback|[0-9a-fA-F.:/, ]+)$/, 'must be true, false, loopback or a list of addresses'),
    ),
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_INTERVAL_HOURS: optional(
      z.coerce
        .number({ error: 'must be a number of hours (0 turns scheduled backups off)' })
        .min(0, 'must be a number of hours (0 turns scheduled backups off)')
        .max(8760, 'must be at most 8760 (a year)'),
    ).default(24),
    BACKUP_KEEP: optional(
      z.coerce
        .number({ error: 'must be a whole number of backups to keep (at least 1)' })
        .int('must be a whole number of backups to keep (at least 1)')
        .min(1, 'must be a whole number of backups to keep (at least 1)')
        .max(10_000),
    ).default(7),
    BACKUP_S3_ENDPOINT: optional(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be the storage service address, like https://s3.us-east-1.amazonaws.com',
        })
        .transform((url) => new URL(url).origin),
    ),
    BACKUP_S3_REGION: optional(
      z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a region name, like us-east-1 (letters, digits, hyphens)'),
    ).default('us-east-1'),
    BACKUP_S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
        ),
    ),
    BACKUP_S3_PREFIX: optional(
      z
        .string()
        .regex(
          /^(?!\/)[A-Za-z0-9._\-/]{0,200}$/,
          'must be a folder name (letters, digits, . _ - /, not starting with /)',
        )
        .transform((prefix) => `${prefix.replace(/\/+$/, '')}/`),
    ).default(''),
    BACKUP_S3_ACCESS_KEY_ID: optional(z.string().max(128)),
    BACKUP_S3_SECRET_ACCESS_KEY: optional(z.string().max(256)),
    BACKUP_S3_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).default('false'),
    BACKUP_S3_KEEP: optional(
      z.coerce
        .number({ error: 'must be a whole number of copies to keep (at least 1)' })
        .int('must be a whole number of copies to keep (at least 1)')
        .min(1, 'must be a whole number of copies to keep (at least 1)')
        .max(10_000),
    ).default(OFFSITE_KEEP_DEFAULT),
    BACKUP_AGE_RECIPIENT: optional(
      z.string().trim().regex(AGE_RECIPIENT_PATTERN, 'must be an age public key (age1...), as age-keygen prints it'),
    ),
    AUDIT_KEEP_DAYS: optional(
      z.coerce
        .number({ error: 'must be a whole number of days (at least 1)' })
        .int('must be a whole number of days (at least 1)')
        .min(1, 'must be a whole number of days (at least 1)')
        .max(36_500),
    ).default(AUDIT_KEEP_DAYS_DEFAULT),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
    DATABASE_SYNC: optional(z.enum(['full', 'normal'], { error: 'must be full or normal' })).default('full'),
    WEBHOOK_ALLOW_ADDRESSES: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
              error: 'must be a comma-separated list of addresses or ranges, like 10.0.0.5,192.168.1.0/24',
            }),
          ),
        ),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other admin variable' });
    }
    const s3 = [
      ['BACKUP_S3_ENDPOINT', env.BACKUP_S3_ENDPOINT],
      ['BACKUP_S3_BUCKET', env.BACKUP_S3_BUCKET],
      ['BACKUP_S3_ACCESS_KEY_ID', env.BACKUP_S3_ACCESS_KEY_ID],
      ['BACKUP_S3_SECRET_ACCESS_KEY', env.BACKUP_S3_SECRET_ACCESS_KEY],
    ] as const;
    if (s3.some(([, value]) => value) && !s3.every(([, value]) => value)) {
      for (const [name, value] of s3) {
        if (!value)
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set with the other BACKUP_S3_ variables' });
      }
    }
    if (Boolean(env.ACME_EAB_KID) !== Boolean(env.ACME_EAB_HMAC_KEY)) {
      const missing = env.ACME_EAB_KID ? 'ACME_EAB_HMAC_KEY' : 'ACME_EAB_KID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other ACME_EAB_ variable',
      });
    }
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY_FILE];
    if (dkim.some(Boolean) && !dkim.every(Boolean)) {
      for (const [name, value] of [
        ['DKIM_DOMAIN', env.DKIM_DOMAIN],
        ['DKIM_SELECTOR', env.DKIM_SELECTOR],
        ['DKIM_PRIVATE_KEY_FILE', env.DKIM_PRIVATE_KEY_FILE],
      ] as const) {
        if (!value)
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set with the other DKIM variables' });
      }
    }
  });

/** HTTPS by ACME (DOMAIN set): the names, the two ports, and the certificate authority. */
export type HttpsConfig = {
  domains: string[];
  httpPort: number;
  httpsPort: number;
  directoryUrl: string;
  /** The ACME account's contact; null: the Settings e-mail at the time of the first order. */
  email: string | null;
  /** Certificate authorities trusted for the ACME server's own HTTPS, besides the usual ones (ACME_CA_FILE). */
  caPem: string | null;
  /** External account binding, for CAs that require one. */
  eab: { kid: string; hmacKey: string } | null;
  /** The challenges offered to the CA, in order of preference. */
  challenges: Array<'http-01' | 'tls-alpn-01'>;
};

export type Config = {
  /** The plain HTTP port without DOMAIN; with it, https.httpPort and https.httpsPort. */
  port: number;
  host: string;
  /** Null without DOMAIN: plain HTTP on PORT, as behind a reverse proxy. */
  https: HttpsConfig | null;
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
  publicApiKey: string;
  appSecret: string;
  admin: { username: string; password: string } | null;
  whatsappNumber: string;
  mail: {
    notifyEmail: string | null;
    from: string | null;
    smtpUrl: string | null;
    outboxDir: string;
    /** Each lane's pace (e-mails a second, 0 for none): transactional mail, and bulk mail (newsletters). */
    perSecond: { transactional: number; bulk: number };
    /** DKIM signing of every e-mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE), or null. */
    dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  };
  leadRateLimitPerHour: number;
  /** Page views counted per visitor address and hour; past it views are answered but not counted. */
  visitRateLimitPerHour: number;
  /** Fastify's trustProxy: off unless a reverse proxy in front is declared, so X-Forwarded-For cannot be spoofed. */
  trustProxy: boolean | string;
  /** The site's public address for links in the sitemap, feed and share previews; null: taken from the request. */
  publicUrl: string | null;
  logLevel: string;
  /** Where backups go, how often one is made while serving (hours; 0: never) and how many are kept. */
  backup: { dir: string; intervalHours: number; keep: number };
  /**
   * Off-site copies: the storage set by BACKUP_S3_... (null: the portal's Settings may set it) and BACKUP_AGE_RECIPIENT,
   * which encrypts the copies whichever sets the storage.
   */
  offsite: { environment: OffsiteSetup | null; recipient: string | null };
  /** Audit log entries older than this are removed by the daily job. */
  auditKeepDays: number;
  /** full: an acknowledged write is on disk; normal: it survives a crash of the program, not a power cut. */
  databaseSync: 'full' | 'normal';
  /**
   * Private addresses webhooks may be sent to, and the only ones `http://` may reach (WEBHOOK_ALLOW_ADDRESSES);
   * empty: https to public addresses only.
   */
  webhookAllowedAddresses: string[];
};

export class ConfigError extends Error {}

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    const shown = value === undefined || /SECRET|PASSWORD|KEY|SMTP_URL/.test(name) ? '' : ` (got "${value}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export type StorageConfig = Pick<Config, 'dataDir' | 'databaseFile' | 'uploadsDir' | 'backup'>;

/** The off-site storage the environment sets (all four of endpoint, bucket, key and secret), or null. */
function offsiteFromEnv(e: z.output<typeof envSchema>): OffsiteSetup | null {
  if (!e.BACKUP_S3_ENDPOINT || !e.BACKUP_S3_BUCKET || !e.BACKUP_S3_ACCESS_KEY_ID || !e.BACKUP_S3_SECRET_ACCESS_KEY) {
    return null;
  }
  return {
    source: 'environment',
    location: {
      endpoint: e.BACKUP_S3_ENDPOINT,
      region: e.BACKUP_S3_REGION,
      bucket: e.BACKUP_S3_BUCKET,
      prefix: e.BACKUP_S3_PREFIX,
      accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID,
      secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY,
      pathStyle: e.BACKUP_S3_PATH_STYLE === 'true',
    },
    keep: e.BACKUP_S3_KEEP,
    recipient: e.BACKUP_AGE_RECIPIENT ?? null,
  };
}

/** Only where the data and the backups live: what restore needs, without creating anything in DATA_DIR. */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  return {
    dataDir,
    databaseFile: join(dataDir, DATA_FILES.database),
    uploadsDir: join(dataDir, DATA_FILES.uploads),
    backup: {
      dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : join(dataDir, 'backups'),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}

/** Where off-site copies go by the environment (BACKUP_S3_..., BACKUP_AGE_RECIPIENT), without touching DATA_DIR. */
export function loadOffsiteConfig(env: NodeJS.ProcessEnv = process.env): Config['offsite'] {
  const e = parseEnv(env);
  return { environment: offsiteFromEnv(e), recipient: e.BACKUP_AGE_RECIPIENT ?? null };
}

/** Reads and validates the environment; generated secrets are persisted in DATA_DIR so restarts keep sessions. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const storage = loadStorageConfig(env);
  const { dataDir } = storage;
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    ...storage,
    offsite: { environment: offsiteFromEnv(e), recipient: e.BACKUP_AGE_RECIPIENT ?? null },
    port: e.PORT,
    host: e.HOST,
    https: httpsFromEnv(e),
    publicApiKey: e.PUBLIC_API_KEY ?? secrets.publicApiKey,
    appSecret: e.APP_SECRET ?? secrets.appSecret,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : null,
    whatsappNumber: (e.WHATSAPP_NUMBER ?? DEFAULT_WHATSAPP_NUMBER).replace(/^\+/, ''),
    mail: {
      /** Without it, notices go to the e-mail address in Settings. */
      notifyEmail: e.NOTIFY_EMAIL ?? null,
      /** Without it, e-mails come from the business name in Settings at the notices' address. */
      from: e.MAIL_FROM ?? null,
      smtpUrl: e.SMTP_URL ?? null,
      outboxDir: join(dataDir, 'outbox'),
      perSecond: { transactional: e.MAIL_TRANSACTIONAL_PER_SECOND, bulk: e.MAIL_BULK_PER_SECOND },
      dkim:
        e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY_FILE
          ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY_FILE }
          : null,
    },
    leadRateLimitPerHour: e.LEAD_RATE_LIMIT_PER_HOUR,
    visitRateLimitPerHour: e.VISIT_RATE_LIMIT_PER_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL ?? (e.DOMAIN ? httpsOrigin(e.DOMAIN[0] as string, e.HTTPS_PORT) : null),
    logLevel: e.LOG_LEVEL,
    auditKeepDays: e.AUDIT_KEEP_DAYS,
    databaseSync: e.DATABASE_SYNC,
    webhookAllowedAddresses: e.WEBHOOK_ALLOW_ADDRESSES ?? [],
  };
}

function httpsFromEnv(e: z.output<typeof envSchema>): HttpsConfig | null {
  if (!e.DOMAIN) return null;
  return {
    domains: e.DOMAIN,
    httpPort: e.HTTP_PORT,
    httpsPort: e.HTTPS_PORT,
    directoryUrl: e.ACME_DIRECTORY,
    email: e.ACME_EMAIL ?? null,
    caPem: e.ACME_CA_FILE ?? null,
    eab: e.ACME_EAB_KID && e.ACME_EAB_HMAC_KEY ? { kid: e.ACME_EAB_KID, hmacKey: e.ACME_EAB_HMAC_KEY } : null,
    challenges: e.ACME_CHALLENGE ? [e.ACME_CHALLENGE] : ['http-01', 'tls-alpn-01'],
  };
}

/** The site's https address on a name (the port shown only when it is not 443). */
export function httpsOrigin(name: string, httpsPort: number): string {
  return httpsPort === 443 ? `https://${name}` : `https://${name}:${httpsPort}`;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

type Secrets = { publicApiKey: string; appSecret: string };

function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = join(dataDir, DATA_FILES.secrets);
  if (existsSync(file)) {
    let stored: Partial<Secrets>;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    } catch {
      throw new ConfigError(`${file} is not valid JSON: fix it, or move it away to generate new secrets.`);
    }
    if (stored.publicApiKey && stored.appSecret) return stored as Secrets;
  }
  const secrets: Secrets = {
    publicApiKey: `pk_${randomBytes(18).toString('base64url')}`,
    appSecret: randomBytes(48).toString('base64url'),
  };
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${dataDir} cannot be written by this user (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
  return secrets;
}

/** What the public site shows until the owner saves the Settings page. */
export function defaultBusinessSettings(config: Config): BusinessSettings {
  return {
    business_name: SITE.brand,
    owner_name: SITE.ownerName,
    phone: SITE.phone,
    email: config.mail.notifyEmail ?? SITE.email,
    whatsapp_number: config.whatsappNumber,
    consultation_hours: SITE.hours,
    instagram_url: '',
    facebook_url: '',
    youtube_url: '',
    lead_retention_months: null,
    tagline: SITE.tagline,
    description: SITE.description,
    credentials: SITE.credentials,
    owner_short_name: SITE.ownerFirstName,
    street_address: '',
    city: '',
    country: '',
    brand_color: SITE.brandColor,
    accent_color: SITE.accentColor,
  };
}
