// Builds callers over a real migrated database for procedure tests.
import { createTestDatabase } from '@coach/db/testing';
import { createCaller } from './root';
import { createRateLimit } from './services/rate-limit';
import { createTokenService } from './services/tokens';
import type { Context, Services } from './trpc';

export const TEST_API_KEY = 'pk_test_key_for_procedures';

export async function createTestServices(options: { leadsPerHour?: number } = {}) {
  const { db, dir } = await createTestDatabase();
  const tokens = createTokenService({ appSecret: 'x'.repeat(48), publicApiKey: TEST_API_KEY });
  const services: Services = {
    db,
    tokens,
    mail: { notifyEmail: 'owner@example.com' },
    limits: { leads: createRateLimit(options.leadsPerHour ?? 0) },
  };
  const caller = (ctx: Partial<Pick<Context, 'publicAccess' | 'adminId' | 'ip'>> = {}) =>
    createCaller({ ...services, ip: '203.0.113.7', publicAccess: false, adminId: null, ...ctx });
  return { ...services, dir, caller };
}
