import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../client';
import { createDatabaseMigratedTo } from '../testing';

const neha = { kind: 'whatsapp', name: 'Neha R.', text: 'Down 4 kg!', rating: 5, position: 1 };

describe('migration 0009: testimonials', () => {
  it('adds the table to a database of the previous version, which refuses an unknown kind or a rating outside 1-5', async () => {
    const { db } = await createDatabaseMigratedTo('0008_demo_content');
    expect(await migrateToLatest(db)).toContain('0009_testimonials');
    const row = await db.insertInto('testimonials').values(neha).returningAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ date_line: '', is_hidden: 0, is_demo: 0, photo_url: null, after_photo_url: null });
    await expect(
      db
        .insertInto('testimonials')
        .values({ ...neha, kind: 'video' })
        .execute(),
    ).rejects.toThrow(/CHECK constraint/);
    for (const rating of [0, 6]) {
      await expect(
        db
          .insertInto('testimonials')
          .values({ ...neha, rating })
          .execute(),
      ).rejects.toThrow(/CHECK constraint/);
    }
    expect(await db.selectFrom('testimonials').select('name').execute()).toEqual([{ name: 'Neha R.' }]);
  });
});
