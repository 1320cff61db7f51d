// The first run of an installation without an administrator (and none given through ADMIN_USERNAME/ADMIN_PASSWORD):
// the server makes a setup link at start and prints it; /setup with that link creates the first administrator (the
// usual password rule), saves the business details and colours, keeps or removes the demo content, and signs her in.
// The link dies with the first administrator: then /setup is "not found".
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { countAdmins, type DB, getSetting, replaceSetting, setSetting } from '@coach/db';
import {
  businessSettingsSchema,
  invalid,
  notFound,
  PASSWORD_MIN_LENGTH,
  refuseUntypeable,
  requiredText,
} from '@coach/shared';
import { z } from 'zod';
import type { Services } from '../trpc';
import { createAdmin, loginAdmin } from './admin-auth';
import { passwordWeakness } from './admin-security';
import { audit } from './audit';
import { removeDemo } from './demo-content';

const KEY = 'setup_token_sha256';
const SETUP_MESSAGES = {
  closed: 'Not found',
  done: 'Your site is set up',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * At start: a new setup link when there is no administrator (the previous link dies), and none once one exists.
 * Only its hash is stored; the token is returned to be printed.
 */
export async function openSetup(db: DB): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  const token = randomBytes(32).toString('base64url');
  await setSetting(db, KEY, hashOf(token));
  return token;
}

/** Whether /setup is open for this link: no administrator yet, and the link printed at the last start. */
export async function setupOpen(db: DB, token: string | undefined): Promise<boolean> {
  if (!token || (await countAdmins(db)) > 0) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  // A link already used (the hash cleared) or never made compares as a different length, never as equal.
  const expected = Buffer.from((await getSetting(db, KEY)) ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const business = businessSettingsSchema.shape;
export const setupInputSchema = z.object({
  token: z.string().max(200),
  username: requiredText('Username is required', 100, refuseUntypeable),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
  business_name: business.business_name,
  owner_name: business.owner_name,
  owner_short_name: business.owner_short_name,
  email: business.email,
  phone: business.phone,
  brand_color: business.brand_color,
  accent_color: business.accent_color,
  keep_demo_content: z.boolean(),
});
export type SetupInput = z.infer<typeof setupInputSchema>;

export async function completeSetup(services: Services, ip: string, input: SetupInput) {
  if (!(await setupOpen(services.db, input.token))) throw notFound(SETUP_MESSAGES.closed);
  const weakness = await passwordWeakness(input.password, [
    input.username,
    input.owner_name,
    input.business_name,
    'nutriwell',
  ]);
  if (weakness) throw invalid(`password: ${weakness}`);
  const current = await services.settings.get();
  // Saved first: a colour that misses contrast is refused before any account exists.
  await services.settings.save({
    ...current,
    business_name: input.business_name,
    owner_name: input.owner_name,
    owner_short_name: input.owner_short_name,
    email: input.email,
    phone: input.phone,
    brand_color: input.brand_color,
    accent_color: input.accent_color,
  });
  // The link is used once: of two requests with it at the same moment, one clears it and the other is refused.
  // Stryker disable next-line StringLiteral: any value other than the link's hash closes it
  if (!(await replaceSetting(services.db, KEY, hashOf(input.token), ''))) throw notFound(SETUP_MESSAGES.closed);
  await createAdmin(services.db, {
    username: input.username,
    password: input.password,
    full_name: input.owner_name,
    email: input.email,
  });
  const session = await loginAdmin(services, ip, { username: input.username, password: input.password });
  // Stryker disable next-line OptionalChaining: the session was issued a line above, so it always reads back
  const adminId = (await services.tokens.readAdminToken(session.access_token))?.adminId ?? null;
  if (!input.keep_demo_content) await removeDemo(services, { adminId, ip });
  await audit(services, { adminId, ip }, { action: 'setup.complete', fields: ['administrator', 'settings'] });
  services.onContentChanged?.('settings');
  return { ...session, message: SETUP_MESSAGES.done };
}
