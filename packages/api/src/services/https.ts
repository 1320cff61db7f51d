// HTTPS obtained by the program itself (DOMAIN): the certificate's state as Settings shows it, one path for the portal
// (tRPC) and the API (REST).
import { HTTPS_STATUS_OFF, type HttpsStatus } from '@coach/shared';
import type { Services } from '../trpc';

/** The certificate engine's state; HTTPS_STATUS_OFF without one (DOMAIN not set: HTTPS is not the program's job). */
export function httpsStatus(https: Services['https']): HttpsStatus {
  return https ? https.status() : HTTPS_STATUS_OFF;
}
