// Newsletter routes: the readers' subscribe, confirm, manage and unsubscribe (by their link's token), the one-click
// unsubscribe a mailbox provider sends (RFC 8058), and the owner's subscriber list, export and removal.
import {
  confirmSubscription,
  leaveNewsletter,
  readSubscription,
  renameSubscription,
  type Services,
  siteOrigin,
  subscribe,
} from '@coach/api';
import { deleteSubscriber, listSubscribersForExport, listSubscribersPage } from '@coach/db';
import {
  adminSubscriberQuerySchema,
  csvFileName,
  csvFileSchema,
  idParamSchema,
  messageAnswerSchema,
  NEWSLETTER_MESSAGES,
  newsletterAnswers,
  newsletterTokenInputSchema,
  renameSubscriberSchema,
  subscribeInputSchema,
  subscriberFilterSchema,
  subscribersCsv,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Failures, type Operation } from './contract';
import { sendCsv } from './csv';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Newsletter';
const deadLink: Failures = {
  404: `The token is not one this site made, or its address is gone (\`${NEWSLETTER_MESSAGES.linkInvalid}\`).`,
};
const answered = (description: string) => ({ status: 200 as const, schema: messageAnswerSchema, description });

/** Where a newsletter's unsubscribe link points: its page (GET, rendered by the site) and the one-click POST. */
const ONE_CLICK_PATH = '/newsletter/manage';

const OPERATIONS = {
  subscribe: {
    summary: 'Subscribe an address to the newsletter (double opt-in: a confirmation e-mail goes out)',
    tag,
    access: 'public',
    body: subscribeInputSchema,
    answer: {
      status: 202,
      schema: messageAnswerSchema,
      description:
        'The same answer for every address: new, pending, confirmed, unsubscribed or refused. A new or returning ' +
        'address gets a confirmation e-mail (one an hour at most); nothing else is sent until it is confirmed.',
    },
    failures: { 429: 'Too many requests from this address this hour (`LEAD_RATE_LIMIT_PER_HOUR`).' },
  },
  confirm: {
    summary: "Confirm a subscription with the token of the confirmation e-mail's link",
    tag,
    access: 'open',
    body: newsletterTokenInputSchema,
    answer: answered('Confirmed (or already confirmed).'),
    failures: { 404: `${deadLink[404]} Also when the link is older than 7 days or the reader has unsubscribed.` },
  },
  subscription: {
    summary: 'Read the subscription a manage link is for',
    tag,
    access: 'open',
    query: newsletterTokenInputSchema,
    answer: { status: 200, schema: newsletterAnswers.subscription, description: 'The address, name and status.' },
    failures: deadLink,
  },
  rename: {
    summary: "Change a subscriber's first name (the greeting of each newsletter)",
    tag,
    access: 'open',
    body: renameSubscriberSchema,
    answer: answered('Saved.'),
    failures: deadLink,
  },
  unsubscribe: {
    summary: 'Unsubscribe at once',
    tag,
    access: 'open',
    body: newsletterTokenInputSchema,
    answer: answered('Unsubscribed; the newsletters still waiting for this reader are dropped.'),
    failures: deadLink,
  },
  list: {
    summary: 'A page of the subscribers, newest first, filtered by status or search, with the counts per status',
    tag,
    access: 'admin',
    query: adminSubscriberQuerySchema,
    answer: { status: 200, schema: newsletterAnswers.page, description: 'The page of subscribers.' },
  },
  export: {
    summary: 'Every subscriber matching the filters, as a CSV download',
    tag,
    access: 'admin',
    query: subscriberFilterSchema,
    answer: {
      status: 200,
      schema: csvFileSchema,
      mediaType: 'text/csv',
      description:
        'An attachment, `subscribers-YYYY-MM-DD.csv`; a value a spreadsheet would run as a formula starts with an ' +
        'apostrophe.',
    },
  },
  delete: deleteById(tag, 'Remove a subscriber for good', {
    404: `No subscriber has this id (\`${NEWSLETTER_MESSAGES.subscriberNotFound}\`).`,
  }),
} satisfies Record<string, Operation>;

export const newsletterRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.post(
    '/api/newsletter/subscribe',
    documented(OPERATIONS.subscribe, { preHandler: publicTokenGuard(services) }),
    async (request, reply) => {
      const caller = { ip: request.ip, origin: siteOrigin(request, services.publicUrl) };
      return reply.status(202).send(await subscribe(services, caller, parse(subscribeInputSchema, request.body)));
    },
  );

  app.post('/api/newsletter/confirm', documented(OPERATIONS.confirm), (request) =>
    confirmSubscription(services, parse(newsletterTokenInputSchema, request.body).token),
  );

  app.get('/api/newsletter/subscription', documented(OPERATIONS.subscription), (request) =>
    readSubscription(services, parse(newsletterTokenInputSchema, request.query).token),
  );

  app.put('/api/newsletter/subscription', documented(OPERATIONS.rename), (request) => {
    const { token, first_name } = parse(renameSubscriberSchema, request.body);
    return renameSubscription(services, token, first_name);
  });

  app.post('/api/newsletter/unsubscribe', documented(OPERATIONS.unsubscribe), (request) =>
    leaveNewsletter(services, parse(newsletterTokenInputSchema, request.body).token),
  );

  // RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the link of the List-Unsubscribe header, with
  // no cookie and no key. The token in the link is the credential; the body says nothing more and is not needed. A
  // GET of the same link is the site's manage page, which never unsubscribes by itself.
  app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    oneClick.post(ONE_CLICK_PATH, async (request, reply) => {
      const { token } = parse(newsletterTokenInputSchema, request.query);
      const answer = await leaveNewsletter(services, token);
      // A browser's form (the page without JavaScript) goes back to the page, which now says so.
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(`${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`, 303);
      }
      return answer;
    });
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/subscribers', documented(OPERATIONS.list), (request) =>
      listSubscribersPage(services.db, parse(adminSubscriberQuerySchema, request.query)),
    );

    admin.get('/api/admin/subscribers/export', documented(OPERATIONS.export), async (request, reply) => {
      const rows = await listSubscribersForExport(services.db, parse(subscriberFilterSchema, request.query));
      return sendCsv(reply, csvFileName('subscribers'), subscribersCsv(rows));
    });

    admin.delete('/api/admin/subscribers/:id', documented(OPERATIONS.delete), async (request) => {
      await deleteSubscriber(services.db, parse(idParamSchema, request.params).id);
      return { message: NEWSLETTER_MESSAGES.subscriberRemoved };
    });
  });
};
