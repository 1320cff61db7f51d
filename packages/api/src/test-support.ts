// Builds callers over a real migrated database for procedure tests.
import { join } from 'node:path';
import { createTestDatabase } from '@coach/db/testing';
import { BANNER_EVENTS_PER_HOUR } from '@coach/shared';
import { TRPCError } from '@trpc/server';
import { createCaller } from './root';
import { createAskAgainThrottle } from './services/ask-again';
import { createBackupService, createOffsiteService } from './services/backup';
import { createBusinessSettingsStore } from './services/business-settings';
import { createLoginThrottle } from './services/login-throttle';
import { createRateLimit } from './services/rate-limit';
import { createTokenService } from './services/tokens';
import type { Context, Services } from './trpc';

const TEST_API_KEY = 'pk_test_key_for_procedures';
export const TEST_BUSINESS_DEFAULTS = {
  business_name: 'Test Nutrition',
  owner_name: 'Test Owner',
  phone: '+91 90000 00000',
  email: 'hello@example.com',
  whatsapp_number: '919000000000',
  consultation_hours: 'Mon-Sat 9AM-7PM IST',
  instagram_url: '',
  facebook_url: '',
  youtube_url: '',
  lead_retention_months: null,
  tagline: 'Nutrition coaching that fits your life',
  description: '',
  credentials: '',
  owner_short_name: 'Aditi',
  street_address: '',
  city: '',
  country: '',
  brand_color: '#047857',
  accent_color: '#f59e0b',
};

export async function createTestServices(options: { leadsPerHour?: number; log?: Services['log'] } = {}) {
  const { db, dir } = await createTestDatabase();
  const tokens = createTokenService({ appSecret: 'x'.repeat(48), publicApiKey: TEST_API_KEY });
  const backupDir = join(dir, 'backups');
  const backups = createBackupService({ db, dataDir: dir, backupDir, keep: 3, version: '1.0.0-test' });
  const quiet = { info: () => undefined, error: () => undefined };
  const services: Services = {
    db,
    tokens,
    mail: { notifyEmail: 'owner@example.com' },
    limits: {
      leads: createRateLimit(options.leadsPerHour ?? 0),
      likes: createRateLimit(0),
      bannerEvents: createRateLimit(BANNER_EVENTS_PER_HOUR),
      visits: createRateLimit(0),
      login: createLoginThrottle(),
      askAgain: createAskAgainThrottle(),
    },
    settings: createBusinessSettingsStore(db, TEST_BUSINESS_DEFAULTS),
    uploadsDir: join(dir, 'uploads'),
    outboxDir: join(dir, 'outbox'),
    publicUrl: null,
    backups,
    // Off-site copies off (no environment, no settings saved) unless a test saves them.
    offsite: createOffsiteService({
      db,
      dataDir: dir,
      backupDir,
      backups,
      environment: null,
      recipient: null,
      log: quiet,
      tellOwner: async () => undefined,
    }),
    log: options.log,
  };
  const caller = (ctx: Partial<Pick<Context, 'publicAccess' | 'adminId' | 'ip'>> = {}) =>
    createCaller({
      ...services,
      ip: '203.0.113.7',
      origin: 'http://localhost',
      publicAccess: false,
      adminId: null,
      ...ctx,
    });
  return { ...services, dir, caller };
}

/** How a procedure call ended: "resolved", or the tRPC code and message a client would see ("CONFLICT: ..."). */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}: ${error.message}` : String(error)),
  );
