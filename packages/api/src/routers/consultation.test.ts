import { insertConsultation } from '@coach/db';
import { consultationInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const book = (name: string, email: string) =>
  insertConsultation(t.db, consultationInputSchema.parse({ name, email, phone: '9876543210', goal: 'weight_loss' }));

describe('consultation procedures', () => {
  it('refuse visitors, even with a public token', async () => {
    const visitor = t.caller({ publicAccess: true });
    const required = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.consultation.list({}))).toBe(required);
    expect(await codeOf(visitor.consultation.updateStatus({ id: 1, status: 'completed' }))).toBe(required);
    expect(await codeOf(visitor.consultation.delete({ id: 1 }))).toBe(required);
    expect(await codeOf(visitor.consultation.exportCsv({}))).toBe(required);
  });

  it('list, search, change status, export and delete consultations', async () => {
    const admin = t.caller({ adminId: 1 });
    const asha = await book('Asha Verma', 'asha@example.com');
    await book('=Ravi', 'ravi@example.org');

    const page = await admin.consultation.list({ search: 'ASHA' });
    expect(page.pagination).toEqual({ page: 1, per_page: 10, pages: 1, total: 1 });
    expect(page.consultations[0]).toMatchObject({ id: asha.id, status: 'pending' });

    expect(await admin.consultation.updateStatus({ id: asha.id, status: 'contacted' })).toMatchObject({
      status: 'contacted',
    });
    expect((await admin.consultation.list({ status: 'contacted' })).consultations.map((c) => c.name)).toEqual([
      'Asha Verma',
    ]);

    const exported = await admin.consultation.exportCsv({ search: 'ravi' });
    expect(exported.filename).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.csv.split('\r\n')[1]).toMatch(/^\d+,'=Ravi,ravi@example.org,/);

    expect(await admin.consultation.delete({ id: asha.id })).toEqual({ success: true });
    expect(await codeOf(admin.consultation.delete({ id: asha.id }))).toBe('NOT_FOUND: Consultation not found');
    expect(await codeOf(admin.consultation.updateStatus({ id: 999, status: 'completed' }))).toBe(
      'NOT_FOUND: Consultation not found',
    );
  });

  it('reject bad input with a message naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.consultation.updateStatus({ id: 1, status: 'done' as 'completed' }))).toBe(
      'BAD_REQUEST: status: Status must be one of pending, contacted, completed, cancelled',
    );
    expect(await codeOf(admin.consultation.list({ page: 0 }))).toMatch(/^BAD_REQUEST: page: /);
    expect(await codeOf(admin.consultation.list({ per_page: 1000 }))).toMatch(/^BAD_REQUEST: per_page: /);
    expect(await codeOf(admin.consultation.delete({ id: -1 }))).toMatch(/^BAD_REQUEST: id: /);
  });
});
