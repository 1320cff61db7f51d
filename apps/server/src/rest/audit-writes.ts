// The audit entry of every administrator's write over REST, from one hook: the action is named after the route
// ("blog.update", "booking.cancel", "upload.image", "consultation.export"), as tRPC names its procedures, with the
// names of the fields sent.
import { auditWrite, type Services } from '@coach/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Routes that write their own, more telling, entries (sign-in, two-factor, password, sessions, privacy requests,
 * the page editor, the logo). */
const SELF_AUDITED =
  /^\/api\/admin\/(login|logout|mfa|password|sessions|people|pages|demo-content|settings\/logo)(\/|$)/;
const ADMIN_PREFIX = '/api/admin/';
const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * "/api/admin/blogs/:id" + PUT -> "blog.update"; "/api/admin/bookings/:id/cancel" + POST -> "booking.cancel";
 * "/api/admin/webhooks/:id/deliveries/:deliveryId/resend" -> "webhook.resend": the last word, as tRPC names it.
 */
function restAction(method: string, route: string): string {
  const [resource, ...rest] = route.slice(ADMIN_PREFIX.length).split('/') as [string, ...string[]];
  const area = resource === 'settings' ? resource : resource.replace(/s$/, '');
  const named = rest.filter((part) => part && !part.startsWith(':')).at(-1);
  return `${area}.${named ?? VERB[method]}`;
}

/** The audit entry's write for this answer, or undefined when it needs none (most answers: nothing to wait for). */
export function auditAdminWrites(services: Services) {
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    const route = request.routeOptions.url;
    if (request.adminId === null || reply.statusCode >= 400) return;
    if (!route?.startsWith(ADMIN_PREFIX) || SELF_AUDITED.test(route)) return;
    // Writes, and the CSV exports of leads: personal data leaving the site is worth a line too.
    const exporting = request.method === 'GET' && route.endsWith('/export');
    if (!(VERB[request.method] || exporting)) return;
    return auditWrite(
      services,
      { adminId: request.adminId, ip: request.ip },
      restAction(request.method, route),
      // The names of an export's filters, or of a write's fields.
      exporting ? request.query : request.body,
      (request.params as { id?: unknown }).id,
    );
  };
}
