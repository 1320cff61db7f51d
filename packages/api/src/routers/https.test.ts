// The certificate's state over tRPC: administrators only; off without an engine (DOMAIN not set), else the engine's.
import { HTTPS_STATUS_OFF, httpsStatusSchema } from '@coach/shared';
import { engineShowing, HTTPS_SAMPLES } from '@coach/shared/https-samples';
import { describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { createTestServices } from '../test-support';
import type { Services } from '../trpc';

const RENEWED = HTTPS_SAMPLES.served;
const AWAITING = HTTPS_SAMPLES.awaiting;

async function callers(https?: Services['https']) {
  const t = await createTestServices();
  const as = (ctx: { publicAccess: boolean; adminId: number | null }) =>
    createCaller({ ...t, https, ip: '203.0.113.7', origin: 'http://localhost', ...ctx });
  return {
    anonymous: as({ publicAccess: false, adminId: null }),
    visitor: as({ publicAccess: true, adminId: null }),
    admin: as({ publicAccess: true, adminId: 1 }),
  };
}

describe('https.status', () => {
  it('is for administrators only', async () => {
    const { anonymous, visitor } = await callers(engineShowing(RENEWED));
    await expect(anonymous.https.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.https.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('says HTTPS is off when the server obtains no certificate (DOMAIN not set)', async () => {
    const { admin } = await callers();
    expect(await admin.https.status()).toEqual({ status: HTTPS_STATUS_OFF });
    expect(httpsStatusSchema.parse(HTTPS_STATUS_OFF)).toEqual(HTTPS_STATUS_OFF);
  });

  it("answers the engine's state as it is at each call", async () => {
    expect(httpsStatusSchema.parse(AWAITING)).toEqual(AWAITING);
    const engine = engineShowing(AWAITING);
    const { admin } = await callers(engine);
    expect(await admin.https.status()).toEqual({ status: AWAITING });
    engine.moveTo(RENEWED);
    expect(await admin.https.status()).toEqual({ status: RENEWED });
  });
});
