// The newsletter's plain posts: subscribe, confirm, and the manage page's rename and unsubscribe, with the same schemas
// and service functions as /api/newsletter/* and the newsletter.* procedures.
import { confirmSubscription, leaveNewsletter, renameSubscription, type Services, subscribe } from '@coach/api';
import {
  MANAGE_SUBSCRIPTION_INTENT_FIELD,
  newsletterTokenInputSchema,
  renameSubscriberSchema,
  subscribeInputSchema,
} from '@coach/shared';
import { z } from 'zod';
import { formPostHandler } from '../ssr/form-posts';

/** The manage page's two forms post to one address; the pressed button says which write it is. */
const manageSubscriptionSchema = z.discriminatedUnion(MANAGE_SUBSCRIPTION_INTENT_FIELD, [
  renameSubscriberSchema.extend({ [MANAGE_SUBSCRIPTION_INTENT_FIELD]: z.literal('rename') }),
  newsletterTokenInputSchema.extend({ [MANAGE_SUBSCRIPTION_INTENT_FIELD]: z.literal('unsubscribe') }),
]);

export const newsletterForms = (services: Services) => ({
  newsletter: formPostHandler({
    schema: subscribeInputSchema,
    async send(input, caller) {
      await subscribe(services, caller, input);
    },
  }),
  'newsletter-confirm': formPostHandler({
    schema: newsletterTokenInputSchema,
    async send(input) {
      await confirmSubscription(services, input.token);
    },
  }),
  'newsletter-manage': formPostHandler({
    schema: manageSubscriptionSchema,
    async send(input) {
      if (input.intent === 'rename') await renameSubscription(services, input.token, input.first_name);
      else await leaveNewsletter(services, input.token);
    },
  }),
});
