// How an audit entry's target and fields read in the table.
import type { AuditEntryView } from '@coach/shared';

/** Field names of an update ("name, status"), or the counts of an erase or a clean-up ("consultations: 2"). */
export function describeFields(fields: AuditEntryView['fields']): string {
  const parts = Array.isArray(fields)
    ? fields
    : Object.entries(fields ?? {}).map(([name, count]) => `${name}: ${count}`);
  return parts.join(', ') || '—';
}

/** "blog 12", "administrator 3", "person" or a dash. */
export const describeTarget = (entry: Pick<AuditEntryView, 'target_type' | 'target_id'>) =>
  [entry.target_type, entry.target_id].filter(Boolean).join(' ') || '—';
