// Lead capture procedures: the consultation booking (and expert call-back) and the contact form.
import { consultationInputSchema, contactInputSchema } from '@coach/shared';
import { submitConsultation, submitContactMessage } from '../services/leads';
import { publicProcedure, router } from '../trpc';

export const leadRouter = router({
  bookConsultation: publicProcedure
    .input(consultationInputSchema)
    .mutation(({ ctx, input }) => submitConsultation(ctx, ctx, input)),

  sendContactMessage: publicProcedure
    .input(contactInputSchema)
    .mutation(({ ctx, input }) => submitContactMessage(ctx, ctx, input)),
});
