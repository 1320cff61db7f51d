import { insertConsultation, insertContactMessage } from '@coach/db';
import { consultationInputSchema, contactInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const book = (name: string, email: string) =>
  insertConsultation(t.db, consultationInputSchema.parse({ name, email, phone: '9876543210', goal: 'weight_loss' }));
const send = (name: string, subject: string) =>
  insertContactMessage(
    t.db,
    contactInputSchema.parse({ name, email: `${name.toLowerCase()}@example.com`, subject, message: 'Hello' }),
  );

describe('dashboard procedures', () => {
  it('refuse anyone but an administrator', async () => {
    expect(await codeOf(t.caller({ publicAccess: true }).dashboard.stats())).toBe(
      'UNAUTHORIZED: Authentication required',
    );
  });

  it('gives the dashboard its counts and recent activity', async () => {
    const admin = t.caller({ adminId: 1 });
    const first = await book('One', 'one@example.com');
    await book('Two', 'two@example.com');
    await send('Dev', 'Hi');
    await admin.consultation.updateStatus({ id: first.id, status: 'completed' });
    const result = await admin.dashboard.stats();
    expect(result.stats).toEqual({
      consultations: { total: 2, pending: 1 },
      transformations: { total: 0, featured: 0 },
      recipes: { total: 0, featured: 0 },
      contacts: { total: 1, unread: 1 },
    });
    expect(result.recent_activity.consultations.map((c) => c.name)).toEqual(['Two', 'One']);
    expect(result.recent_activity.contacts.map((c) => c.subject)).toEqual(['Hi']);
  });
});
