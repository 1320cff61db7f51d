// Status badges for consultations and contact messages, coloured the same on the dashboard and the lists.
import {
  CONSULTATION_STATUS_LABELS,
  CONTACT_STATUS_LABELS,
  type ConsultationStatus,
  type ContactStatus,
} from '@coach/shared';
import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';

export const CONSULTATION_STATUS_TONES: Record<ConsultationStatus, StatusTone> = {
  pending: 'amber',
  contacted: 'sky',
  completed: 'emerald',
  cancelled: 'rose',
};

const CONTACT_STATUS_TONES: Record<ContactStatus, StatusTone> = {
  new: 'sky',
  read: 'slate',
  replied: 'emerald',
};

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return <StatusBadge tone={CONSULTATION_STATUS_TONES[status]}>{CONSULTATION_STATUS_LABELS[status]}</StatusBadge>;
}

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <StatusBadge tone={CONTACT_STATUS_TONES[status]}>{CONTACT_STATUS_LABELS[status]}</StatusBadge>;
}
