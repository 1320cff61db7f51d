// Keeps the site's certificate: serves the stored one at start without asking the CA, obtains one when there is none
// (or it no longer covers DOMAIN), renews it in the last third of its lifetime or in the CA's suggested window,
// swaps it on the running listener, retries failures with a growing wait, and says how it stands.
import type { HttpsStatus, ServedCertificate } from '@coach/shared';
import type { HttpsConfig } from '../config';
import {
  AcmeError,
  acmeClient,
  type Challenge,
  ensureAccount,
  newKey,
  offersRenewalInfo,
  orderCertificate,
  renewalWindow,
  retryAfterIn,
  setUpAcmeHttp,
} from './acme-order';
import { type CertificateFiles, certificateFiles } from './certificate-files';
import { describeCertificate, keyMatches, renewalInfoId } from './certificate-info';
import type { SiteListeners } from './listeners';
import {
  CHECK_EVERY_MS,
  challengeOrder,
  needsNewCertificate,
  type RenewalWindow,
  renewalTime,
  retryDelay,
  shouldTellOwner,
} from './renewal-rules';

/** What state.json keeps between runs. */
type KeeperRecord = {
  /** The directory (CA) the stored certificate came from: another ACME_DIRECTORY (staging, then production) wants a new one. */
  issuedBy: string | null;
  lastRenewal: string | null;
  lastError: { at: string; message: string } | null;
  failingSince: string | null;
  failures: number;
  toldOwnerAt: string | null;
};

const EMPTY_RECORD: KeeperRecord = {
  issuedBy: null,
  lastRenewal: null,
  lastError: null,
  failingSince: null,
  failures: 0,
  toldOwnerAt: null,
};

/** What the owner's e-mail says when attempts keep failing. */
export type FailingCertificate = {
  domains: string[];
  failingSince: string;
  lastError: string;
  /** When the certificate served now expires; null before the first. */
  expiresAt: string | null;
};

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type CertificateKeeper = {
  /** Serves the stored certificate if there is one, then checks at once and every few hours. */
  start(): Promise<void>;
  /** An attempt now, whatever is due (tests; the timer calls the same). */
  check(): Promise<void>;
  status(): HttpsStatus;
  stop(): Promise<void>;
};

export function createCertificateKeeper(options: {
  config: HttpsConfig;
  dataDir: string;
  listeners: SiteListeners;
  log: Log;
  /** The account's contact when ACME_EMAIL is not set: the Settings e-mail. */
  contact: () => Promise<string | null>;
  tellOwner: (facts: FailingCertificate) => Promise<void>;
  now?: () => Date;
}): CertificateKeeper {
  const { config, listeners, log } = options;
  const now = options.now ?? (() => new Date());
  const files: CertificateFiles = certificateFiles(options.dataDir);
  let record: KeeperRecord = { ...EMPTY_RECORD };
  let served: { chain: string; key: string } | null = null;
  let window: RenewalWindow | null = null;
  /** The moment chosen for the certificate and window in hand (a window's moment is drawn once, not per look). */
  let plan: { key: string; at: Date } | null = null;
  let nextAttempt: Date | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let challengeKey: string | null = null;

  const saveRecord = () => files.write('state', `${JSON.stringify(record, null, 2)}\n`);

  async function loadStored() {
    const text = await files.read('state');
    if (text) {
      try {
        record = { ...EMPTY_RECORD, ...(JSON.parse(text) as Partial<KeeperRecord>) };
      } catch {
        log.warn({ dir: files.dir }, 'the certificate state file is not JSON; starting a new record');
      }
    }
    const pair = await files.read('siteChain');
    const key = await files.read('siteKey');
    if (pair && key && keyMatches(pair, key)) {
      served = { chain: pair, key };
      listeners.useCertificate({ key, cert: pair }, true);
    } else if (pair || key) {
      log.warn({ dir: files.dir }, 'the stored certificate and key do not belong together; a new one will be obtained');
    }
  }

  const certificate = () => (served ? describeCertificate(served.chain) : null);

  /** When the certificate served now is due, asking the CA's advice where it offers it. */
  async function dueAt(): Promise<Date> {
    const current = certificate();
    if (!served || !current || needsNewCertificate(current, config.domains, now())) return now();
    if (record.issuedBy !== null && record.issuedBy !== config.directoryUrl) return now();
    const id = renewalInfoId(served.chain);
    if (id) {
      try {
        window = await renewalWindow(config.directoryUrl, id);
      } catch {
        // The CA's advice is optional: without it the last third of the lifetime decides.
      }
    }
    return plannedRenewal(current);
  }

  function plannedRenewal(current: ServedCertificate): Date {
    const key = [current.notBefore, current.notAfter, window?.start.getTime(), window?.end.getTime()].join('|');
    if (plan?.key !== key) {
      const lifetime = { notBefore: new Date(current.notBefore), notAfter: new Date(current.notAfter) };
      plan = { key, at: renewalTime(lifetime, window) };
    }
    return plan.at;
  }

  async function account() {
    const stored = await files.read('account');
    const known = stored ? (JSON.parse(stored) as { directoryUrl: string; url: string }) : null;
    let accountKey = await files.read('accountKey');
    if (!accountKey) {
      accountKey = await newKey();
      await files.write('accountKey', accountKey);
    }
    const client = acmeClient({
      directoryUrl: config.directoryUrl,
      accountKey,
      accountUrl: known?.directoryUrl === config.directoryUrl ? known.url : null,
      eab: config.eab,
    });
    const url = await ensureAccount(client, config.email ?? usableContact(await options.contact()));
    if (known?.url !== url || known.directoryUrl !== config.directoryUrl) {
      await files.write('account', `${JSON.stringify({ directoryUrl: config.directoryUrl, url }, null, 2)}\n`);
    }
    return client;
  }

  async function obtain() {
    const client = await account();
    const siteKey = await newKey();
    challengeKey ??= await newKey();
    const previous = served ? renewalInfoId(served.chain) : null;
    const replaces = previous && (await offersRenewalInfo(config.directoryUrl)) ? previous : null;
    const chain = await orderCertificate({
      client,
      domains: config.domains,
      siteKey,
      challenges: challengeOrder<Challenge>(config.challenges, record.failures),
      answers: listeners.challenges,
      challengeKey,
      replaces,
    });
    if (stopped) return;
    // Key first: a key without its certificate is not served (keyMatches), so a crash between the two writes
    // costs one more order, never a broken listener.
    await files.write('siteKey', siteKey);
    await files.write('siteChain', chain);
    served = { chain, key: siteKey };
    window = null;
    listeners.useCertificate({ key: siteKey, cert: chain }, true);
    const issued = describeCertificate(chain);
    log.info({ names: issued.names, notAfter: issued.notAfter }, 'HTTPS certificate obtained and now served');
  }

  /** One look at the certificate; a timer's look (not `force`) keeps to the wait a failure set. */
  async function attempt(force: boolean) {
    const waitLeft = nextAttempt ? nextAttempt.getTime() - now().getTime() : 0;
    if (!force && waitLeft > 0) {
      schedule(waitLeft);
      return;
    }
    const due = await dueAt();
    if (stopped) return;
    if (due.getTime() > now().getTime()) {
      nextAttempt = null;
      schedule(due.getTime() - now().getTime());
      return;
    }
    try {
      await obtain();
      if (stopped) return;
      record = {
        ...record,
        issuedBy: config.directoryUrl,
        lastRenewal: now().toISOString(),
        lastError: null,
        failingSince: null,
        failures: 0,
      };
      await saveRecord();
      nextAttempt = null;
      schedule((await dueAt()).getTime() - now().getTime());
    } catch (error) {
      if (stopped) return;
      await failed(error as Error);
    }
  }

  async function failed(error: Error) {
    const at = now();
    const message = describeFailure(error);
    const failures = record.failures + 1;
    record = {
      ...record,
      lastError: { at: at.toISOString(), message },
      failingSince: record.failingSince ?? at.toISOString(),
      failures,
    };
    const wait = retryDelay(failures, error instanceof AcmeError ? error.retryAfterMs : retryAfterIn(message, at));
    nextAttempt = new Date(at.getTime() + wait);
    const current = certificate();
    log.error(
      { names: config.domains, failures, nextAttempt: nextAttempt.toISOString() },
      current
        ? `HTTPS certificate renewal failed (${message}); still serving the current one (valid until ${current.notAfter}); trying again at ${nextAttempt.toISOString()}`
        : `HTTPS certificate not obtained (${message}); serving the site on plain HTTP meanwhile; trying again at ${nextAttempt.toISOString()}`,
    );
    const expiresAt = current ? new Date(current.notAfter) : null;
    const failingSince = new Date(record.failingSince as string);
    const toldAt = record.toldOwnerAt ? new Date(record.toldOwnerAt) : null;
    if (shouldTellOwner({ failingSince, toldAt, expiresAt, now: at })) {
      try {
        await options.tellOwner({
          domains: config.domains,
          failingSince: failingSince.toISOString(),
          lastError: message,
          expiresAt: expiresAt?.toISOString() ?? null,
        });
        record = { ...record, toldOwnerAt: at.toISOString() };
      } catch (noticeError) {
        log.error({ err: noticeError }, 'the e-mail about failing HTTPS renewals was not queued');
      }
    }
    await saveRecord().catch((writeError) => log.error({ err: writeError }, 'the certificate state was not saved'));
    schedule(wait);
  }

  /** The next look: when due, and at least every CHECK_EVERY_MS (also keeping within what a timer can wait). */
  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(false), Math.max(0, Math.min(delayMs, CHECK_EVERY_MS)));
    timer.unref();
  }

  function run(force: boolean): Promise<void> {
    running ??= attempt(force)
      .catch((error) => log.error({ err: error }, 'the certificate check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async start() {
      setUpAcmeHttp(config.caPem);
      await loadStored();
      schedule(0);
    },
    check: () => run(true),
    status() {
      const current = certificate();
      return {
        enabled: true,
        domains: config.domains,
        serving: listeners.servingHttps() ? 'https' : 'http',
        certificate: current,
        renewAt:
          current && !needsNewCertificate(current, config.domains, now())
            ? plannedRenewal(current).toISOString()
            : null,
        lastRenewal: record.lastRenewal,
        lastError: listeners.portProblem() ?? record.lastError,
        nextAttempt: nextAttempt?.toISOString() ?? null,
      };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** A failure in the owner's words: the CA's message, or what kept the CA from being reached. */
function describeFailure(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'ECONNRESET') {
    return `the CA could not be reached (${code})`;
  }
  if (
    code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' ||
    code === 'SELF_SIGNED_CERT_IN_CHAIN' ||
    code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
  ) {
    return `the CA's own certificate is not trusted (${code}; ACME_CA_FILE adds authorities to trust)`;
  }
  return error.message.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** Reserved names (example.com, .test, ...) are refused by CAs as contacts: the account then goes without one. */
function usableContact(email: string | null): string | null {
  if (!email) return null;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const reserved = /(^|\.)(example|invalid|test|localhost|local)$|(^|\.)example\.(com|net|org)$/;
  return reserved.test(domain) ? null : email;
}
