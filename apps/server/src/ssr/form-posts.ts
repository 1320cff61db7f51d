// Public forms as plain HTML posts (docs/decisions/178): `POST /forms/<name>` with the page's fields. The post is
// guarded as the API is (the page's signed form token, the site's own origin, then the service's own honeypot and
// per-address limits), parsed with the same shared schema and sent to the same service function as its REST and tRPC
// twins. The answer is a page: a 303 back to where the form was, marked sent, so a reload never posts twice; or, for a
// refusal, that page drawn again with what was typed and the messages beside the fields (4xx).
import { checkFormOrigin, type FormTokens, siteOrigin } from '@coach/api';
import {
  AppError,
  FORM_ANCHORS,
  FORM_NAMES,
  FORM_POST_MESSAGES,
  FORM_TOKEN_FIELD,
  type FormName,
  fieldMessages,
  HONEYPOT_FIELD,
  HTTP_STATUS_BY_KIND,
  RETURN_TO_FIELD,
  type RefusedForm,
  SENT_PARAM,
} from '@coach/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type FormFlash, formFlashCookie } from './form-flash';
import { PRIVATE_CACHE_CONTROL } from './page-cache';
import { returnPathOf } from './return-path';

/** Who sent a form: the address (the per-address limits) and the site's address (links in the e-mails). */
type FormCaller = { ip: string; origin: string };

/**
 * One public form: its schema (the service's own) and what a valid post does. `send` may answer details for the page
 * the post leads to (sealed in a short-lived cookie that only that page's render reads: ssr/form-flash.ts).
 */
export type FormPostHandler<Schema extends z.ZodType = z.ZodType> = {
  schema: Schema;
  send(input: z.output<Schema>, caller: FormCaller): Promise<Record<string, string> | undefined>;
};

export const formPostHandler = <Schema extends z.ZodType>(handler: FormPostHandler<Schema>) =>
  handler as unknown as FormPostHandler;

/** Draws the page at `url` (a path and query of this site) with a refused post in its form. */
export type RenderRefusedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  refused: RefusedForm,
  status: number,
) => Promise<FastifyReply>;

/**
 * A browser's form post (not JSON, not an upload). A named function, not a regular expression written inside the route
 * handler: compiled from the build's V8 code cache, that handler failed with "SyntaxError: Unexpected token '!'" at
 * its first call (Node.js 26.10), while the same code compiled from source ran.
 */
const isFormBody = (type: string | undefined) => /^application\/x-www-form-urlencoded\b/i.test(type ?? '');

/** A form body is a few short fields; anything larger is not one of ours. */
const FORM_BODY_LIMIT = 64 * 1024;

/** `path?query` with `sent=<form>` set and the form's anchor. */
function sentAddress(returnTo: string, form: FormName): string {
  const url = new URL(returnTo, 'http://site.invalid');
  url.searchParams.set(SENT_PARAM, form);
  return `${url.pathname}${url.search}#${FORM_ANCHORS[form]}`;
}

/**
 * A refusal that cannot show the form again (another site's post, a forged token): a short page of its own. It opts
 * into the cross-fade between pages as the site's pages do (styles.css): without it Chromium aborts the transition
 * the page it came from started, and reports that as an error.
 */
function refusalPage(reply: FastifyReply, returnTo: string) {
  const back = returnTo.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .status(403)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent</title><style>@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}</style></head>` +
        `<body><main><h1>Not sent</h1><p>${FORM_POST_MESSAGES.refused}</p><p><a href="${back}">Back to the page</a></p></main></body></html>`,
    );
}

/** The fields as text, one value each (a repeated field keeps its first); the guard's own fields left out. */
function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/** What a refused page draws again: the visitor's words, never the guard's fields or the honeypot. */
function typedValues(fields: Record<string, string>): Record<string, string> {
  const { [FORM_TOKEN_FIELD]: _token, [RETURN_TO_FIELD]: _return, [HONEYPOT_FIELD]: _honeypot, ...typed } = fields;
  return typed;
}

export function registerFormPosts(
  app: FastifyInstance,
  options: {
    formTokens: Pick<FormTokens, 'check'>;
    publicUrl: string | null;
    handlers: Partial<Record<FormName, FormPostHandler>>;
    renderRefused: RenderRefusedPage;
    /** Seals what a handler's `send` answers for the page its post leads to. */
    flash?: Pick<FormFlash, 'seal'>;
  },
) {
  return app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.post<{ Params: { form: string } }>('/forms/:form', async (request, reply) => {
      const name = request.params.form as FormName;
      const handler = FORM_NAMES.includes(name) ? options.handlers[name] : undefined;
      if (!handler) return reply.status(404).send({ error: 'Not found' });
      // A browser's form post, and nothing else: JSON and uploads have their API routes.
      if (!isFormBody(request.headers['content-type'])) {
        return reply.status(415).send({ error: 'A form post is sent as application/x-www-form-urlencoded' });
      }
      const fields = fieldsOf(request.body);
      const returnTo = returnPathOf(fields[RETURN_TO_FIELD]);
      const origin = siteOrigin(request, options.publicUrl);
      const crossSite = checkFormOrigin({
        origin: request.headers.origin,
        secFetchSite: request.headers['sec-fetch-site'],
        // The site's address, and its host as the browser asked for it (behind a proxy that does not say https).
        siteOrigins: [origin, `https://${request.host}`, `http://${request.host}`],
      });
      const token = options.formTokens.check(fields[FORM_TOKEN_FIELD]);
      if (crossSite || token === 'missing' || token === 'forged') return refusalPage(reply, returnTo);
      const refuse = (status: number, errors: Record<string, string>, failure: string | null) =>
        options.renderRefused(
          request,
          reply,
          returnTo,
          { form: name, values: typedValues(fields), errors, failure },
          status,
        );
      // An old page: nothing is sent, the form comes back with her words and a fresh token.
      if (token === 'expired') return refuse(400, {}, FORM_POST_MESSAGES.expired);
      const parsed = handler.schema.safeParse(fields);
      if (!parsed.success) return refuse(400, fieldMessages(parsed.error.issues), null);
      let details: Record<string, string> | undefined;
      try {
        details = await handler.send(parsed.data, { ip: request.ip, origin });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return refuse(HTTP_STATUS_BY_KIND[error.kind], {}, error.message);
      }
      if (details && options.flash) {
        const sealed = options.flash.seal({ form: name, details });
        reply.header('set-cookie', formFlashCookie(sealed, origin.startsWith('https:')));
      }
      return reply
        .status(303)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .header('location', sentAddress(returnTo, name))
        .send();
    });
  });
}
