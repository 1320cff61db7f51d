// Status badges for consultations and contact messages, coloured the same on the dashboard and the lists.
import {
  CONSULTATION_STATUS_LABELS,
  CONTACT_STATUS_LABELS,
  type ConsultationStatus,
  type ContactStatus,
} from '@coach/shared';
import clsx from 'clsx';

export const CONSULTATION_STATUS_CLASSES: Record<ConsultationStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  contacted: 'bg-sky-100 text-sky-800',
  completed: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-rose-100 text-rose-800',
};

export const CONTACT_STATUS_CLASSES: Record<ContactStatus, string> = {
  new: 'bg-sky-100 text-sky-800',
  read: 'bg-slate-100 text-slate-700',
  replied: 'bg-emerald-100 text-emerald-800',
};

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return <span className={clsx(badge, CONSULTATION_STATUS_CLASSES[status])}>{CONSULTATION_STATUS_LABELS[status]}</span>;
}

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <span className={clsx(badge, CONTACT_STATUS_CLASSES[status])}>{CONTACT_STATUS_LABELS[status]}</span>;
}
