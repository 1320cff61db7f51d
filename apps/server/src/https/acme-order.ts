// One conversation with the CA (RFC 8555): the account, an order for every name, each name's challenge answered by the
// listeners, and the certificate fetched; also the CA's renewal advice (RFC 9773) where it offers it.
import { Agent } from 'node:https';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import * as acme from 'acme-client';
import type { RenewalWindow } from './renewal-rules';

export type Challenge = 'http-01' | 'tls-alpn-01';

/** Where the answers to the CA's challenges are put for the listeners to give. */
export type ChallengeAnswers = {
  http: Map<string, string>;
  /** TLS-ALPN-01: a certificate per name, made with a key of the site key's type. */
  alpn: Map<string, SecureContext>;
};

/** A CA's refusal or a failure to reach it, with the CA's own words and when it asks to be asked again. */
export class AcmeError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

type Interceptor = { rejected?: (error: { response?: unknown }) => unknown } | null;

/**
 * Sets up acme-client's HTTP for this process: the usual authorities and those in ACME_CA_FILE are trusted for the
 * CA's own HTTPS; each request is tried once, as the waits between attempts are ours (renewal-rules.ts) and the
 * library would otherwise sleep through a rate limit's hours inside one attempt; and a request that got no answer
 * (the CA unreachable) fails with its own cause, not the TypeError acme-client's answer check throws on it.
 */
export function setUpAcmeHttp(caPem: string | null) {
  const http = acme.axios as typeof acme.axios & {
    defaults: { acmeSettings: { retryMaxAttempts: number } };
    interceptors: { response: { handlers?: Interceptor[] } };
  };
  http.defaults.httpsAgent = new Agent({ ca: caPem ? [...rootCertificates, caPem] : [...rootCertificates] });
  http.defaults.timeout = 30_000;
  http.defaults.acmeSettings.retryMaxAttempts = 0;
  for (const interceptor of http.interceptors.response.handlers ?? []) {
    const check = interceptor?.rejected;
    if (!interceptor || !check || (check as { wrapped?: boolean }).wrapped) continue;
    const wrapped = (error: { response?: unknown }) => (error?.response ? check(error) : Promise.reject(error));
    interceptor.rejected = Object.assign(wrapped, { wrapped: true });
  }
}

/** A new ECDSA P-256 private key (PEM). */
export async function newKey(): Promise<string> {
  return (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
}

/** "retry after 2026-12-03 10:00:00 UTC" in a CA's message (Let's Encrypt's rate limits say so), in ms from now. */
export function retryAfterIn(message: string, now: Date): number | null {
  const match = /retry after (\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.\d+)? ?UTC/i.exec(message);
  if (!match) return null;
  const at = Date.parse(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export function acmeClient(options: {
  directoryUrl: string;
  accountKey: string;
  accountUrl: string | null;
  eab: { kid: string; hmacKey: string } | null;
}) {
  return new acme.Client({
    directoryUrl: options.directoryUrl,
    accountKey: options.accountKey,
    accountUrl: options.accountUrl ?? undefined,
    externalAccountBinding: options.eab ?? undefined,
    // A challenge or an order is looked at again after 1 s, then less often (the library's first wait is 5 s).
    backoffMin: 1000,
    backoffMax: 10_000,
  });
}

/** Registers the account if the CA does not know it yet; resolves with its address. */
export async function ensureAccount(client: acme.Client, contact: string | null): Promise<string> {
  try {
    return client.getAccountUrl();
  } catch {
    await client.createAccount({
      termsOfServiceAgreed: true,
      ...(contact ? { contact: [`mailto:${contact}`] } : {}),
    });
    return client.getAccountUrl();
  }
}

/**
 * Orders a certificate for the names with the site key, answering each name's challenge with the first of
 * `challenges` the CA offers; resolves with the chain (PEM). `replaces` names the certificate it renews (ARI).
 */
export async function orderCertificate(options: {
  client: acme.Client;
  domains: string[];
  siteKey: string;
  challenges: Challenge[];
  answers: ChallengeAnswers;
  /** The key TLS-ALPN-01 certificates are made with: of the same type as the site key. */
  challengeKey: string;
  replaces: string | null;
}): Promise<string> {
  const { client, domains, answers } = options;
  const order = await client.createOrder({
    identifiers: domains.map((value) => ({ type: 'dns', value })),
    ...(options.replaces ? { replaces: options.replaces } : {}),
  });
  const authorizations = await client.getAuthorizations(order);
  await Promise.all(
    authorizations.map(async (authz) => {
      if (authz.status === 'valid') return;
      const name = authz.identifier.value;
      const challenge = options.challenges
        .map((type) => authz.challenges.find((offered) => offered.type === type))
        .find((offered) => offered !== undefined);
      if (!challenge) {
        throw new AcmeError(`the CA offers none of ${options.challenges.join(', ')} for ${name}`);
      }
      const keyAuthorization = await client.getChallengeKeyAuthorization(challenge);
      if (challenge.type === 'http-01') answers.http.set(challenge.token, keyAuthorization);
      else {
        const [, cert] = await acme.crypto.createAlpnCertificate(authz, keyAuthorization, options.challengeKey);
        answers.alpn.set(name, createSecureContext({ key: options.challengeKey, cert }));
      }
      try {
        await client.completeChallenge(challenge);
        await client.waitForValidStatus(challenge);
      } catch (error) {
        await client.deactivateAuthorization(authz).catch(() => undefined);
        throw new AcmeError(`${challenge.type} for ${name} failed: ${(error as Error).message}`);
      } finally {
        if (challenge.type === 'http-01') answers.http.delete(challenge.token);
        else answers.alpn.delete(name);
      }
    }),
  );
  const [, csr] = await acme.crypto.createCsr(
    { commonName: domains.find((name) => name.length <= 64), altNames: domains },
    options.siteKey,
  );
  const finalized = await client.finalizeOrder(order, csr);
  return client.getCertificate(finalized);
}

/** The CA's suggested renewal window for a certificate, or null when it offers none (or cannot be reached). */
export async function renewalWindow(directoryUrl: string, certificateId: string): Promise<RenewalWindow | null> {
  const directory = (await acme.axios.get(directoryUrl)).data as { renewalInfo?: string };
  if (!directory.renewalInfo) return null;
  const answer = await acme.axios.get(`${directory.renewalInfo.replace(/\/+$/, '')}/${certificateId}`);
  const window = (answer.data as { suggestedWindow?: { start?: string; end?: string } }).suggestedWindow;
  const start = Date.parse(window?.start ?? '');
  const end = Date.parse(window?.end ?? '');
  return Number.isNaN(start) || Number.isNaN(end) ? null : { start: new Date(start), end: new Date(end) };
}

/** Whether the CA's directory lists ARI (so an order may say which certificate it replaces). */
export async function offersRenewalInfo(directoryUrl: string): Promise<boolean> {
  const directory = (await acme.axios.get(directoryUrl)).data as { renewalInfo?: string };
  return Boolean(directory.renewalInfo);
}
