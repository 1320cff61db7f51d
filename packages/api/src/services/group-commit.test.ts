import { countRows } from '@coach/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { createGroupCommit, groupCommitFor } from './group-commit';
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

  it('gives the writes that arrive together one transaction, and a later write a transaction of its own', async () => {
    const t = await createTestServices();
    let transactions = 0;
    // The real database, with its transactions counted.
    const counted = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'transaction') {
          return () => {
            transactions += 1;
            return target.transaction();
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const group = createGroupCommit(counted);
    const insert = (title: string) =>
      group.run((trx) => sql`insert into recipes (title, meal_type) values (${title}, 'lunch')`.execute(trx));
    await Promise.all([insert('One'), insert('Two'), insert('Three')]);
    // A turn of the event loop later, so that a second flush scheduled in the same turn would have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(transactions).toBe(1);
    await insert('Later');
    await insert('Later still');
    expect(transactions).toBe(3);
    expect((await t.db.selectFrom('recipes').select('title').orderBy('id').execute()).map((r) => r.title)).toEqual([
      'One',
      'Two',
      'Three',
      'Later',
      'Later still',
    ]);
  });

  it('tells every write of the group it failed when the commit itself fails, and stores none of them', async () => {
    const t = await createTestServices();
    const group = createGroupCommit(t.db);
    const results = await Promise.allSettled([
      group.run(async (trx) => {
        // A foreign key checked only at the commit: a recovery code of an administrator who does not exist.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into admin_recovery_codes (admin_id, code_hash) values (999999, 'x')`.execute(trx);
      }),
      group.run((trx) => sql`insert into recipes (title, meal_type) values ('Innocent', 'lunch')`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(await countRows(t.db, 'recipes')).toBe(0);
    expect(await countRows(t.db, 'admin_recovery_codes')).toBe(0);
  });

  it('is one group per database, so both doors share it', async () => {
    const t = await createTestServices();
    const other = await createTestServices();
    expect(groupCommitFor(t.db)).toBe(groupCommitFor(t.db));
    expect(groupCommitFor(t.db)).not.toBe(groupCommitFor(other.db));
  });
});
