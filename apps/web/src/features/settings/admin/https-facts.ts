// What Settings > HTTPS says of the certificate engine's state: the facts in order, each a plain text, a moment, or
// both (the last error and when it happened). Every text is the server's, shown as text only.
import type { HttpsStatus } from '@coach/shared';

export type HttpsFact = {
  term: string;
  /** The fact in words (or the words beside `at`); null when it is a moment only. */
  text: string | null;
  /** A moment (ISO 8601), shown in the administrator's own time zone; null when the fact has none. */
  at: string | null;
  /** Something the owner should look into. */
  warning?: boolean;
};

export const SERVING_TEXT: Record<HttpsStatus['serving'], string> = {
  https: 'HTTPS, with the certificate below',
  http: 'Plain HTTP, while the first certificate is awaited',
  off: 'Not HTTPS',
};

const words = (term: string, text: string): HttpsFact => ({ term, text, at: null });
const moment = (term: string, at: string | null, otherwise: string): HttpsFact =>
  at === null ? words(term, otherwise) : { term, text: null, at };

/** The facts of an enabled state (DOMAIN set), in the order Settings lists them. */
export function httpsFacts(status: HttpsStatus): HttpsFact[] {
  const { certificate, lastError } = status;
  return [
    words('Names (DOMAIN)', status.domains.join(', ')),
    words('Served now', SERVING_TEXT[status.serving]),
    ...(certificate
      ? [
          words('Certificate for', certificate.names.join(', ')),
          words('Issued by', certificate.issuer),
          moment('Valid from', certificate.notBefore, 'Unknown'),
          moment('Expires', certificate.notAfter, 'Unknown'),
        ]
      : [words('Certificate', 'None yet')]),
    moment('Renews', status.renewAt, 'Not planned yet'),
    moment('Last renewed', status.lastRenewal, 'Never'),
    lastError
      ? { term: 'Last error', text: lastError.message, at: lastError.at, warning: true }
      : words('Last error', 'None'),
    moment('Next attempt', status.nextAttempt, 'None planned'),
  ];
}

/** Is this a moment a date can be made of? A text that is not is shown as it came, never as "Invalid Date". */
export const isMoment = (text: string) => !Number.isNaN(Date.parse(text));
