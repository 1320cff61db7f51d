import { countRows } from '@coach/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { createGroupCommit } from './group-commit';
import { submitConsultation } from './leads';

const lead = (n: number) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: '9876543210',
  goal: 'weight_loss' as const,
  age: null,
  current_weight: null,
  target_weight: null,
  health_conditions: null,
  message: null,
  attribution: null,
});

describe('group commit', () => {
  it('stores every one of many concurrent submissions with its two e-mails', async () => {
    const t = await createTestServices();
    const receipts = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        submitConsultation(t, { ip: '203.0.113.9', origin: 'http://localhost' }, lead(n)),
      ),
    );
    expect(new Set(receipts.map((r) => r.id)).size).toBe(60);
    expect(await countRows(t.db, 'consultations')).toBe(60);
    expect(await countRows(t.db, 'email_outbox')).toBe(120);
  });

  it('rolls back a write that fails alone: the others in its transaction are committed', async () => {
    const t = await createTestServices();
    const group = createGroupCommit(t.db);
    const insert = (name: string, mealType: string) =>
      group.run((trx) =>
        sql`insert into recipes (title, meal_type) values (${name}, ${mealType})`.execute(trx).then(() => name),
      );
    const results = await Promise.allSettled([
      insert('First', 'breakfast'),
      insert('Broken', 'brunch'), // refused by the table's CHECK constraint
      insert('Third', 'dinner'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/CHECK constraint/);
    const titles = await t.db.selectFrom('recipes').select('title').orderBy('id').execute();
    expect(titles.map((r) => r.title)).toEqual(['First', 'Third']);
  });

  it('rolls back everything a failed write did, even the statements before its failure', async () => {
    const t = await createTestServices();
    const group = createGroupCommit(t.db);
    const results = await Promise.allSettled([
      group.run(async (trx) => {
        await sql`insert into recipes (title, meal_type) values ('Half', 'lunch')`.execute(trx);
        await sql`insert into recipes (title, meal_type) values ('Half again', 'brunch')`.execute(trx);
      }),
      group.run((trx) => sql`insert into recipes (title, meal_type) values ('Whole', 'lunch')`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect((await t.db.selectFrom('recipes').select('title').execute()).map((r) => r.title)).toEqual(['Whole']);
  });
});
