import { consultationInputSchema, contactInputSchema, recipeInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import { insertConsultation, updateConsultationStatus } from './consultation';
import { insertContactMessage, updateContactMessageStatus } from './contact';
import { getDashboardStats } from './dashboard';
import { insertRecipe } from './recipe';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

describe('dashboard stats', () => {
  it('are all zero on an empty database', async () => {
    expect(await getDashboardStats(db)).toEqual({
      stats: {
        consultations: { total: 0, pending: 0 },
        transformations: { total: 0, featured: 0 },
        recipes: { total: 0, featured: 0 },
        contacts: { total: 0, unread: 0 },
      },
      recent_activity: { consultations: [], contacts: [] },
    });
  });

  it('count each area and list the five newest leads', async () => {
    for (let i = 1; i <= 6; i++) {
      await insertConsultation(
        db,
        consultationInputSchema.parse({
          name: `C${i}`,
          email: `c${i}@example.com`,
          phone: '9876543210',
          goal: 'maintenance',
        }),
      );
      await insertContactMessage(
        db,
        contactInputSchema.parse({ name: `M${i}`, email: `m${i}@example.com`, subject: 'Hi', message: 'Hello' }),
      );
    }
    await updateConsultationStatus(db, 1, 'completed');
    await updateContactMessageStatus(db, 1, 'read');
    await updateContactMessageStatus(db, 2, 'replied');
    await insertRecipe(db, recipeInputSchema.parse({ title: 'Dal', meal_type: 'lunch', is_featured: true }));
    await insertRecipe(db, recipeInputSchema.parse({ title: 'Poha', meal_type: 'breakfast' }));
    await db
      .insertInto('transformations')
      .values([
        {
          client_name: 'R',
          goal_type: 'weight_loss',
          before_weight: 80,
          after_weight: 70,
          duration_months: 4,
          is_featured: 1,
        },
        {
          client_name: 'S',
          goal_type: 'weight_gain',
          before_weight: 50,
          after_weight: 56,
          duration_months: 3,
          is_featured: 0,
        },
        {
          client_name: 'T',
          goal_type: 'weight_loss',
          before_weight: 90,
          after_weight: 82,
          duration_months: 5,
          is_featured: 0,
        },
      ])
      .execute();

    const { stats, recent_activity } = await getDashboardStats(db);
    expect(stats).toEqual({
      consultations: { total: 6, pending: 5 },
      transformations: { total: 3, featured: 1 },
      recipes: { total: 2, featured: 1 },
      contacts: { total: 6, unread: 4 },
    });
    expect(recent_activity.consultations.map((c) => c.name)).toEqual(['C6', 'C5', 'C4', 'C3', 'C2']);
    expect(recent_activity.contacts.map((c) => c.name)).toEqual(['M6', 'M5', 'M4', 'M3', 'M2']);
    expect(recent_activity.contacts[0]).toMatchObject({ subject: 'Hi', message: 'Hello', status: 'new' });
  });
});
