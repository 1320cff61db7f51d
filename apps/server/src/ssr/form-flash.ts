// What a successful form post leaves for the one page it leads to (the consultation's phone, goal and booked time for
// its success card, docs/decisions/178): sealed (AES-256-GCM with a key of its own from APP_SECRET) in a short-lived
// HttpOnly cookie, so it never travels in the address, no script of the page can read it, and no shared cache keeps
// it. Only the render of `?sent=<form>` opens it, for that visitor alone, and clears it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '@coach/api';
import { FORM_NAMES, type SentForm } from '@coach/shared';

export const FORM_FLASH_COOKIE = 'form_flash';
/** Long enough for the redirect on a slow phone; short enough that a shared device soon forgets. */
export const FORM_FLASH_MAX_AGE_SECONDS = 5 * 60;
/** The key's purpose, also bound into every seal: a flash is never any other sealed thing of the site. */
const PURPOSE = 'public-form-flash';

export type FormFlash = ReturnType<typeof createFormFlash>;

export function createFormFlash(options: { appSecret: string; now?: () => number }) {
  const key = deriveKey(options.appSecret, PURPOSE);
  const now = options.now ?? Date.now;
  return {
    /** The cookie's value: `<iv>.<tag>.<ciphertext>` (base64url) of the form, its details and when it stops counting. */
    seal(sent: SentForm): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(PURPOSE));
      const text = JSON.stringify({ ...sent, until: now() + FORM_FLASH_MAX_AGE_SECONDS * 1000 });
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },

    /** What `seal` sealed, if this server sealed it and it is still fresh; else null. */
    open(value: string | undefined): SentForm | null {
      const [iv, tag, data] = (value ?? '').split('.');
      if (!iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(
          Buffer.from(PURPOSE),
        );
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString();
        const sent = JSON.parse(text) as SentForm & { until: number };
        if (!(sent.until > now()) || !FORM_NAMES.includes(sent.form)) return null;
        const details = Object.fromEntries(
          Object.entries(sent.details ?? {}).filter(([, detail]) => typeof detail === 'string'),
        );
        return { form: sent.form, details };
      } catch {
        return null;
      }
    },
  };
}

/** The Set-Cookie header that stores a sealed flash (or, with null, clears it). */
export function formFlashCookie(sealed: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  const age = sealed === null ? 0 : FORM_FLASH_MAX_AGE_SECONDS;
  return [`${FORM_FLASH_COOKIE}=${sealed ?? ''}`, `Max-Age=${age}`, ...attributes].join('; ');
}

/** The flash cookie's value in a request's Cookie header, if it carries one. */
export function formFlashOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === FORM_FLASH_COOKIE) return value.join('=');
  }
  return undefined;
}
