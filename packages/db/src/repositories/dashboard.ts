// Dashboard counts and recent activity, gathered from each area's repository in one read transaction.
import { DASHBOARD_RECENT_COUNT, type DashboardStats } from '@coach/shared';
import type { DB } from '../client';
import { countConsultations, listRecentConsultations } from './consultation';
import { countContactMessages, listRecentContactMessages } from './contact';
import { countRecipes } from './recipe';

/** Transformations in total and featured (kept here so the dashboard does not wait on the transformation admin). */
async function countTransformationsForDashboard(db: DB): Promise<{ total: number; featured: number }> {
  const row = await db
    .selectFrom('transformations')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.ref('is_featured')).as('featured')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), featured: Number(row.featured ?? 0) };
}

export async function getDashboardStats(db: DB): Promise<DashboardStats> {
  // One snapshot: the counts and the recent lists agree even while leads arrive.
  return db.transaction().execute(async (trx) => {
    const [consultations, transformations, recipes, contacts, recentConsultations, recentContacts] = await Promise.all([
      countConsultations(trx),
      countTransformationsForDashboard(trx),
      countRecipes(trx),
      countContactMessages(trx),
      listRecentConsultations(trx, DASHBOARD_RECENT_COUNT),
      listRecentContactMessages(trx, DASHBOARD_RECENT_COUNT),
    ]);
    return {
      stats: { consultations, transformations, recipes, contacts },
      recent_activity: { consultations: recentConsultations, contacts: recentContacts },
    };
  });
}
