// Webhook procedures for the portal's Integrations page: the endpoints, their delivery logs, a test event and a
// resend. The same service as the REST routes; the admin procedure audits each write.
import {
  idParamSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from '@coach/shared';
import * as webhookEndpoints from '../services/webhooks';
import { adminProcedure, router } from '../trpc';

export const webhookRouter = router({
  list: adminProcedure.query(async ({ ctx }) => ({ endpoints: await webhookEndpoints.list(ctx) })),

  create: adminProcedure
    .input(webhookEndpointInputSchema)
    .mutation(({ ctx, input }) => webhookEndpoints.add(ctx, input)),

  update: adminProcedure
    .input(webhookEndpointUpdateSchema.extend(idParamSchema.shape))
    .mutation(({ ctx, input: { id, ...changes } }) => webhookEndpoints.change(ctx, id, changes)),

  delete: adminProcedure.input(idParamSchema).mutation(({ ctx, input }) => webhookEndpoints.remove(ctx, input.id)),

  rotate: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => webhookEndpoints.rotateSecret(ctx, input.id)),

  deliveries: adminProcedure.input(idParamSchema).query(({ ctx, input }) => webhookEndpoints.deliveries(ctx, input.id)),

  test: adminProcedure.input(idParamSchema).mutation(({ ctx, input }) => webhookEndpoints.sendTest(ctx, input.id)),

  resend: adminProcedure
    .input(webhookDeliveryParamsSchema)
    .mutation(({ ctx, input }) => webhookEndpoints.resend(ctx, input.id, input.deliveryId)),
});
