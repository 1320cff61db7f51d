// Privacy requests and retention: the records of one e-mail address, or of every lead older than a date, found and
// deleted together (the consultations, their bookings, the contact messages and the outbox rows about them).
import type { ContactMessage, PersonBooking, PersonEmail, Subscriber } from '@coach/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../client';
import type { Database } from '../database';
import { CONSULTATION_COLUMNS, toConsultation } from './consultation';
import { CONTACT_COLUMNS, toContactMessage } from './contact';
import { subscriptionsOfAddress } from './newsletter';

/** Whose records: one address (already trimmed and lower-cased), or every lead created before `before` (ISO time). */
export type LeadScope = { email: string } | { before: string };

/** Addresses are compared trimmed and lower-cased, as stored rows may hold them as typed. */
const normalized = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

function consultationsOf(db: DB, scope: LeadScope) {
  const query = db.selectFrom('consultations');
  return 'email' in scope
    ? query.where(normalized('consultations.email'), '=', scope.email)
    : query.where('consultations.created_at', '<', scope.before);
}

function contactsOf(db: DB, scope: LeadScope) {
  const query = db.selectFrom('contact_messages');
  return 'email' in scope
    ? query.where(normalized('contact_messages.email'), '=', scope.email)
    : query.where('contact_messages.created_at', '<', scope.before);
}

const bookingsOf = (db: DB, scope: LeadScope) =>
  db.selectFrom('bookings').where('bookings.consultation_id', 'in', consultationsOf(db, scope).select('id'));

/**
 * The outbox rows about these leads: those of their bookings (invites, reminders), and those sent to the person
 * (confirmations) or to the business with the person as Reply-To (notifications carrying the details). For a
 * retention pass, only rows older than the cut-off, of the addresses whose old leads go.
 */
function emailsOf(db: DB, scope: LeadScope) {
  return db.selectFrom('email_outbox').where((eb: ExpressionBuilder<Database, 'email_outbox'>) => {
    const ofBookings = eb('email_outbox.booking_id', 'in', bookingsOf(db, scope).select('bookings.id'));
    if ('email' in scope) {
      return eb.or([
        ofBookings,
        eb(normalized('email_outbox.to_address'), '=', scope.email),
        eb(normalized('email_outbox.reply_to'), '=', scope.email),
      ]);
    }
    const addresses = () =>
      consultationsOf(db, scope)
        .select(normalized('consultations.email').as('address'))
        .union(contactsOf(db, scope).select(normalized('contact_messages.email').as('address')));
    return eb.or([
      ofBookings,
      eb.and([
        eb('email_outbox.created_at', '<', scope.before),
        eb.or([
          eb(normalized('email_outbox.to_address'), 'in', addresses()),
          eb(normalized('email_outbox.reply_to'), 'in', addresses()),
        ]),
      ]),
    ]);
  });
}

export type LeadRecords = {
  consultations: ReturnType<typeof toConsultation>[];
  contacts: ContactMessage[];
  bookings: PersonBooking[];
  emails: PersonEmail[];
  subscriptions: Subscriber[];
  suppressions: { address: string; reason: string; created_at: string }[];
};

/** The newsletter subscription and the suppression entry of an address (retention passes leave both alone). */
async function newsletterRecordsOf(db: DB, scope: LeadScope) {
  if (!('email' in scope)) return { subscriptions: [], suppressions: [] };
  const [subscriptions, suppressions] = await Promise.all([
    subscriptionsOfAddress(db, scope.email),
    db
      .selectFrom('email_suppressions')
      .select(['address', 'reason', 'created_at'])
      .where('address', '=', scope.email)
      .execute(),
  ]);
  return { subscriptions, suppressions };
}

/** Every stored record in the scope, oldest first (never a booking's token hash or an e-mail's HTML copy). */
export async function findLeadRecords(db: DB, scope: LeadScope): Promise<LeadRecords> {
  const [consultations, contacts, bookings, emails, newsletter] = await Promise.all([
    consultationsOf(db, scope).select(CONSULTATION_COLUMNS).orderBy('created_at').orderBy('id').execute(),
    contactsOf(db, scope).select(CONTACT_COLUMNS).orderBy('created_at').orderBy('id').execute(),
    bookingsOf(db, scope)
      .select([
        'bookings.id',
        'bookings.consultation_id',
        'bookings.start_at',
        'bookings.end_at',
        'bookings.status',
        'bookings.created_at',
      ])
      .orderBy('bookings.id')
      .execute(),
    emailsOf(db, scope)
      .select([
        'email_outbox.id',
        'email_outbox.kind',
        'email_outbox.to_address',
        'email_outbox.reply_to',
        'email_outbox.subject',
        'email_outbox.text_body',
        'email_outbox.status',
        'email_outbox.created_at',
        'email_outbox.sent_at',
      ])
      .orderBy('email_outbox.id')
      .execute(),
    newsletterRecordsOf(db, scope),
  ]);
  return {
    consultations: consultations.map(toConsultation),
    contacts: contacts.map(toContactMessage),
    bookings: bookings as PersonBooking[],
    emails,
    ...newsletter,
  };
}

export type DeletedLeadRecords = {
  deleted: { consultations: number; contacts: number; emails: number; subscriptions: number; suppressions: number };
  /** The outbox rows removed: their .eml copies (named by id) are removed next. */
  emailIds: number[];
};

/**
 * Deletes every record in the scope in one transaction: outbox rows first (they are found through the bookings),
 * then the bookings (their times become free), the consultations and the contact messages.
 */
export async function deleteLeadRecords(db: DB, scope: LeadScope): Promise<DeletedLeadRecords> {
  return db.transaction().execute(async (trx) => {
    const emails = await emailsOf(trx, scope).select('email_outbox.id').execute();
    const emailIds = emails.map((row) => row.id);
    if (emailIds.length)
      await trx.deleteFrom('email_outbox').where('id', 'in', emailsOf(trx, scope).select('email_outbox.id')).execute();
    await trx.deleteFrom('bookings').where('id', 'in', bookingsOf(trx, scope).select('bookings.id')).execute();
    const consultations = await trx
      .deleteFrom('consultations')
      .where('id', 'in', consultationsOf(trx, scope).select('consultations.id'))
      .executeTakeFirst();
    const contacts = await trx
      .deleteFrom('contact_messages')
      .where('id', 'in', contactsOf(trx, scope).select('contact_messages.id'))
      .executeTakeFirst();
    const email = 'email' in scope ? scope.email : null;
    // An erased reader is forgotten by the newsletter too: the subscription and the suppression entry.
    const subscriptions = email
      ? Number((await trx.deleteFrom('subscribers').where('email', '=', email).executeTakeFirst()).numDeletedRows)
      : 0;
    const suppressions = email
      ? Number(
          (await trx.deleteFrom('email_suppressions').where('address', '=', email).executeTakeFirst()).numDeletedRows,
        )
      : 0;
    return {
      deleted: {
        consultations: Number(consultations.numDeletedRows),
        contacts: Number(contacts.numDeletedRows),
        emails: emailIds.length,
        subscriptions,
        suppressions,
      },
      emailIds,
    };
  });
}
