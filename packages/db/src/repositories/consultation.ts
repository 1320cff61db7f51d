// Consultation requests (leads). Inserted with their e-mails in one transaction by the lead service.
import type { Consultation, ConsultationInput } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { ConsultationTable } from '../database';

export const CONSULTATION_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'age',
  'goal',
  'current_weight',
  'target_weight',
  'health_conditions',
  'message',
  'status',
  'created_at',
  'updated_at',
] as const;

export const toConsultation = (row: Selectable<ConsultationTable>): Consultation => row as Consultation;

export async function insertConsultation(db: DB, input: Omit<ConsultationInput, 'website'>): Promise<Consultation> {
  const row = await db
    .insertInto('consultations')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      goal: input.goal,
      current_weight: input.current_weight,
      target_weight: input.target_weight,
      health_conditions: input.health_conditions,
      message: input.message,
    })
    .returning(CONSULTATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toConsultation(row);
}
