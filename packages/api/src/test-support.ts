// Builds callers over a real migrated database for procedure tests.
import { createTestDatabase } from '@coach/db/testing';
import { createCaller } from './root';
import { createTokenService } from './services/tokens';
import type { Context } from './trpc';

export const TEST_API_KEY = 'pk_test_key_for_procedures';

export async function createTestServices() {
  const { db, dir } = await createTestDatabase();
  const tokens = createTokenService({ appSecret: 'x'.repeat(48), publicApiKey: TEST_API_KEY });
  const services = { db, tokens };
  const caller = (ctx: Partial<Pick<Context, 'publicAccess' | 'adminId'>> = {}) =>
    createCaller({ ...services, publicAccess: false, adminId: null, ...ctx });
  return { ...services, dir, caller };
}
