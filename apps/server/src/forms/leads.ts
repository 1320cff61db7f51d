// The lead forms' plain posts: the same schemas and service functions as their REST and tRPC twins (POST /api/contact
// and lead.sendContactMessage; POST /api/consultation and lead.bookConsultation for the consultation and the call-back).
import { type Services, submitConsultation, submitContactMessage } from '@coach/api';
import { callbackInputSchema, consultationInputSchema, contactInputSchema } from '@coach/shared';
import { formPostHandler } from '../ssr/form-posts';

export const leadForms = (services: Services) => ({
  contact: formPostHandler({
    schema: contactInputSchema,
    async send(input, caller) {
      await submitContactMessage(services, caller, input);
    },
  }),
  consultation: formPostHandler({
    schema: consultationInputSchema,
    async send(input, caller) {
      const { booking } = await submitConsultation(services, caller, input);
      // The success card's details (phone, goal and the booked time), for the page the post leads to alone.
      return {
        phone: input.phone,
        goal: input.goal,
        ...(booking && { start: booking.start, timezone: booking.timezone }),
      };
    },
  }),
  callback: formPostHandler({
    schema: callbackInputSchema,
    async send(input, caller) {
      await submitConsultation(services, caller, input);
    },
  }),
});
