// What the REST door answers outside any one area: the one error shape, the health check, the public configuration and
// the visitor's token. The areas' own answers sit in their files (consultation.ts, recipe.ts, ...).
import { z } from 'zod';

/** Every failure, whatever the route: `{ "error": "field: message" }`, sometimes with a flag beside it. */
export const errorAnswerSchema = z
  .looseObject({
    error: z.string().meta({ description: 'What went wrong; for refused input, `field: message`.' }),
    mfa_required: z
      .boolean()
      .optional()
      .meta({ description: 'On a sign-in that needs the second factor: send `code` as well.' }),
  })
  .meta({ id: 'Error', description: 'The one shape of every failure.' });

export const healthAnswerSchema = z.object({ status: z.literal('ok') });

export const publicConfigAnswerSchema = z.object({
  whatsapp_number: z.string().meta({ description: 'The WhatsApp number from Settings, digits only.' }),
});

export const publicTokenAnswerSchema = z.object({
  encrypted_token: z.string().meta({
    description: 'Send it as `X-Encrypted-Token` on the public routes; it is valid for 300 s.',
  }),
});

/** What a delete answers, and a write that has no record to give back. */
export const messageAnswerSchema = z.object({ message: z.string() });
