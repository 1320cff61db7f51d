// Privacy requests in the admin portal: everything stored about an address, and its erasure (the JSON download is
// the REST export; `export` here serves other clients).
import { personEmailSchema } from '@coach/shared';
import { erasePerson, exportPerson, lookUpPerson } from '../services/privacy';
import { adminProcedure, router } from '../trpc';

export const privacyRouter = router({
  lookUp: adminProcedure.input(personEmailSchema).query(({ ctx, input }) => lookUpPerson(ctx, input.email)),
  export: adminProcedure
    .input(personEmailSchema)
    .query(({ ctx, input }) => exportPerson(ctx, input.email, { adminId: ctx.adminId, ip: ctx.ip })),
  erase: adminProcedure
    .input(personEmailSchema)
    .mutation(({ ctx, input }) => erasePerson(ctx, input.email, { adminId: ctx.adminId, ip: ctx.ip })),
});
