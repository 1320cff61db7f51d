// Admin views of leads: list queries, status updates, dashboard stats and the CSV export rules.
import { z } from 'zod';
import { type Consultation, consultationSchema } from './consultation';
import { type ContactMessage, contactMessageSchema } from './contact';
import { optionalParam, pageQuerySchema, paginationSchema, sortQueryShape } from './pagination';
import type { LeadAttribution } from './visits';
import {
  CONSULTATION_SORTS,
  CONSULTATION_STATUSES,
  CONTACT_STATUSES,
  type ConsultationStatus,
  type ContactStatus,
  GOAL_LABELS,
} from './vocabulary';

export const LEAD_MESSAGES = {
  consultationNotFound: 'Consultation not found',
  consultationUpdated: 'Consultation updated successfully',
  consultationDeleted: 'Consultation deleted successfully',
  contactNotFound: 'Contact message not found',
  contactUpdated: 'Contact message updated successfully',
  contactDeleted: 'Contact message deleted successfully',
  statusRequired: 'Status is required',
  exportFailed: 'Export failed',
} as const;

/** How many newest consultations and messages the dashboard lists. */
export const DASHBOARD_RECENT_COUNT = 5;

const statusSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? LEAD_MESSAGES.statusRequired : `Status must be one of ${values.join(', ')}`,
  });

export const consultationStatusSchema = statusSchema(CONSULTATION_STATUSES);
export const contactStatusSchema = statusSchema(CONTACT_STATUSES);

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', read: 'Read', replied: 'Replied' };

const searchParam = optionalParam(z.string().trim().max(200));
/** A lead source, as the analytics name it (google, instagram, direct, a UTM source...). */
const sourceParam = optionalParam(z.string().trim().toLowerCase().max(100));

/** The filters of the consultation list; the export takes the same filters without the page. */
export const consultationFilterSchema = z.object({
  status: optionalParam(consultationStatusSchema),
  search: searchParam,
  source: sourceParam,
});
export type ConsultationFilter = z.infer<typeof consultationFilterSchema>;
export const adminConsultationQuerySchema = pageQuerySchema.extend({
  ...consultationFilterSchema.shape,
  ...sortQueryShape(CONSULTATION_SORTS),
});
export type AdminConsultationQuery = z.infer<typeof adminConsultationQuerySchema>;

export const contactFilterSchema = z.object({
  status: optionalParam(contactStatusSchema),
  search: searchParam,
  source: sourceParam,
});
export type ContactFilter = z.infer<typeof contactFilterSchema>;
export const adminContactQuerySchema = pageQuerySchema.extend(contactFilterSchema.shape);
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

export const consultationStatusUpdateSchema = z.object({ status: consultationStatusSchema });
export const contactStatusUpdateSchema = z.object({ status: contactStatusSchema });

/** A page of the admin's consultation list: each with its booked time (`booking`, null without one). */
export const consultationPageSchema = z.object({
  consultations: z.array(consultationSchema),
  pagination: paginationSchema,
});
export type ConsultationPage = z.infer<typeof consultationPageSchema>;
export const contactMessagePageSchema = z.object({
  contacts: z.array(contactMessageSchema),
  pagination: paginationSchema,
});
export type ContactPage = z.infer<typeof contactMessagePageSchema>;

/** The answers of the admin's lead routes (the lists are the pages above; a delete answers a message). */
export const leadAnswers = {
  consultationUpdated: z.object({ consultation: consultationSchema, message: z.string() }),
  contactUpdated: z.object({ contact: contactMessageSchema, message: z.string() }),
};

const tally = z.int().min(0);

/** The dashboard: each area's counts, and the newest consultations (with their booked time) and messages. */
export const dashboardStatsSchema = z
  .object({
    stats: z.object({
      consultations: z.object({ total: tally, pending: tally }),
      transformations: z.object({ total: tally, featured: tally }),
      recipes: z.object({ total: tally, featured: tally }),
      contacts: z.object({ total: tally, unread: tally }),
    }),
    recent_activity: z.object({
      consultations: z.array(consultationSchema),
      contacts: z.array(contactMessageSchema),
    }),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// ---- CSV -------------------------------------------------------------------------------------------------

type CsvValue = string | number | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents or Indic scripts). */
export const CSV_BOM = '\uFEFF';

/** A CSV download as the REST contract names it (`text/csv`): the document's text. */
export const csvFileSchema = z.string().meta({
  description: 'UTF-8 with a byte-order mark, RFC 4180 (CRLF lines): a header line, then one line per row.',
});

/**
 * One cell: a value a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return)
 * gets a leading apostrophe so it stays text; then it is quoted per RFC 4180 when it holds a comma, a quote
 * or a line break (quotes doubled).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, CRLF-separated (RFC 4180). */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Where a lead came from: the last columns of both exports. */
const ATTRIBUTION_CSV_COLUMNS: ReadonlyArray<CsvColumn<{ attribution: LeadAttribution | null }>> = [
  { header: 'Source', value: (r) => r.attribution?.source },
  { header: 'Medium', value: (r) => r.attribution?.medium },
  { header: 'Campaign', value: (r) => r.attribution?.campaign },
  { header: 'Referrer', value: (r) => r.attribution?.referrer },
  { header: 'Landing Page', value: (r) => r.attribution?.landing_page },
];

export const CONSULTATION_CSV_COLUMNS: ReadonlyArray<CsvColumn<Consultation>> = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Goal', value: (r) => GOAL_LABELS[r.goal] ?? r.goal },
  { header: 'Age', value: (r) => r.age },
  { header: 'Current Weight (kg)', value: (r) => r.current_weight },
  { header: 'Target Weight (kg)', value: (r) => r.target_weight },
  { header: 'Health Conditions', value: (r) => r.health_conditions },
  { header: 'Message', value: (r) => r.message },
  { header: 'Status', value: (r) => r.status },
  { header: 'Created At', value: (r) => r.created_at },
  ...ATTRIBUTION_CSV_COLUMNS,
];

export const CONTACT_CSV_COLUMNS: ReadonlyArray<CsvColumn<ContactMessage>> = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Message', value: (r) => r.message },
  { header: 'Status', value: (r) => r.status },
  { header: 'Received At', value: (r) => r.created_at },
  ...ATTRIBUTION_CSV_COLUMNS,
];

export const consultationsCsv = (rows: readonly Consultation[]) => toCsv(CONSULTATION_CSV_COLUMNS, rows);
export const contactsCsv = (rows: readonly ContactMessage[]) => toCsv(CONTACT_CSV_COLUMNS, rows);

/** "consultations-2025-03-09.csv": the list's name and the export day (UTC). */
export function csvFileName(list: 'consultations' | 'contacts' | 'subscribers', now: Date = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}
