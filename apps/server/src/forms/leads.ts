// The lead forms' plain posts: the same schemas and service functions as POST /api/contact and lead.sendContactMessage.
import { type Services, submitContactMessage } from '@coach/api';
import { contactInputSchema } from '@coach/shared';
import { formPostHandler } from '../ssr/form-posts';

export const leadForms = (services: Services) => ({
  contact: formPostHandler({
    schema: contactInputSchema,
    async send(input, caller) {
      await submitContactMessage(services, caller, input);
    },
  }),
});
