import { consultationInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import {
  countConsultations,
  deleteConsultation,
  insertConsultation,
  listConsultationsForExport,
  listConsultationsPage,
  listRecentConsultations,
  updateConsultationStatus,
} from './consultation';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const book = (name: string, email: string, extra: Record<string, unknown> = {}) =>
  insertConsultation(
    db,
    consultationInputSchema.parse({ name, email, phone: '9876543210', goal: 'weight_loss', ...extra }),
  );

const page = (extra: Record<string, unknown> = {}) => ({ page: 1, per_page: 10, ...extra });

describe('consultation repository (admin)', () => {
  it('pages newest first and counts the same filtered set', async () => {
    for (let i = 1; i <= 12; i++) await book(`Client ${i}`, `client${i}@example.com`);
    const first = await listConsultationsPage(db, page());
    expect(first.pagination).toEqual({ page: 1, per_page: 10, pages: 2, total: 12 });
    expect(first.consultations[0]?.name).toBe('Client 12');
    const second = await listConsultationsPage(db, page({ page: 2 }));
    expect(second.consultations.map((c) => c.name)).toEqual(['Client 2', 'Client 1']);
    const beyond = await listConsultationsPage(db, page({ page: 5 }));
    expect(beyond.consultations).toEqual([]);
    expect(beyond.pagination.total).toBe(12);
  });

  it('searches name or email case-insensitively and filters by status, in SQL', async () => {
    const asha = await book('Asha Verma', 'asha@example.com');
    await book('Ravi Kumar', 'RAVI@Example.org');
    await book('Meena', 'meena_v@example.com');
    await updateConsultationStatus(db, asha.id, 'contacted');

    const names = async (filter: Record<string, unknown>) =>
      (await listConsultationsPage(db, page(filter))).consultations.map((c) => c.name);
    expect(await names({ search: 'ASHA' })).toEqual(['Asha Verma']);
    expect(await names({ search: 'example.org' })).toEqual(['Ravi Kumar']);
    expect(await names({ search: 'ravi@example.ORG' })).toEqual(['Ravi Kumar']);
    // "_" is literal: it must not match the space in "Asha Verma".
    expect(await names({ search: 'a_v' })).toEqual(['Meena']);
    expect(await names({ status: 'contacted' })).toEqual(['Asha Verma']);
    expect(await names({ status: 'pending', search: 'a' })).toEqual(['Meena', 'Ravi Kumar']);
    expect(await names({ status: 'completed' })).toEqual([]);
    expect(await names({ search: '' })).toHaveLength(3);
  });

  it('sorts by name, by status in the order a request moves through them, or by date', async () => {
    const zoe = await book('zoe', 'zoe@example.com');
    const amit = await book('Amit', 'amit@example.com');
    const bela = await book('Bela', 'bela@example.com');
    await updateConsultationStatus(db, zoe.id, 'completed');
    await updateConsultationStatus(db, amit.id, 'contacted');
    await updateConsultationStatus(db, bela.id, 'cancelled');
    const names = async (sort: Record<string, unknown>) =>
      (await listConsultationsPage(db, page(sort))).consultations.map((c) => c.name);
    expect(await names({ sort: 'name' })).toEqual(['Amit', 'Bela', 'zoe']);
    expect(await names({ sort: 'name', dir: 'desc' })).toEqual(['zoe', 'Bela', 'Amit']);
    expect(await names({ sort: 'status' })).toEqual(['Amit', 'zoe', 'Bela']);
    expect(await names({ sort: 'date', dir: 'asc' })).toEqual(['zoe', 'Amit', 'Bela']);
    expect(await names({ sort: 'date', dir: 'desc' })).toEqual(['Bela', 'Amit', 'zoe']);
  });

  it('exports every matching row across pages', async () => {
    for (let i = 1; i <= 15; i++) await book(`Lead ${i}`, `lead${i}@example.com`);
    await book('Other', 'other@example.com');
    const rows = await listConsultationsForExport(db, { search: 'lead' });
    expect(rows).toHaveLength(15);
    expect(rows[0]?.name).toBe('Lead 15');
    expect(await listConsultationsForExport(db, { status: 'cancelled' })).toEqual([]);
  });

  it('changes status in any direction, deletes, and reports missing ids', async () => {
    const lead = await book('Kiran', 'kiran@example.com');
    expect(lead.status).toBe('pending');
    expect((await updateConsultationStatus(db, lead.id, 'completed')).status).toBe('completed');
    expect((await updateConsultationStatus(db, lead.id, 'pending')).status).toBe('pending');
    const cancelled = await updateConsultationStatus(db, lead.id, 'cancelled');
    expect(cancelled).toMatchObject({ name: 'Kiran', status: 'cancelled' });
    await expect(updateConsultationStatus(db, 999, 'completed')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Consultation not found',
    });
    await deleteConsultation(db, lead.id);
    await expect(deleteConsultation(db, lead.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('counts totals and pending, and lists the newest for the dashboard', async () => {
    expect(await countConsultations(db)).toEqual({ total: 0, pending: 0 });
    const ids = [];
    for (let i = 1; i <= 7; i++) ids.push((await book(`P${i}`, `p${i}@example.com`)).id);
    await updateConsultationStatus(db, ids[0] as number, 'completed');
    await updateConsultationStatus(db, ids[1] as number, 'contacted');
    expect(await countConsultations(db)).toEqual({ total: 7, pending: 5 });
    expect((await listRecentConsultations(db, 5)).map((c) => c.name)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3']);
  });
});
