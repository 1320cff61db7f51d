// Trust with health data (issue 13): a second factor at sign-in (an authenticator app's secret, kept encrypted, with
// one-time recovery codes kept as hashes), sessions that can all be ended at once, and the audit log of who did what.
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  const admins = db.schema.alterTable('administrators');
  /** The secret of the authenticator app, encrypted with a key from APP_SECRET; null while two-factor is off. */
  await admins.addColumn('mfa_secret', 'text').execute();
  /** A secret shown for enrolment, not yet confirmed with a first code. */
  await admins.addColumn('mfa_pending_secret', 'text').execute();
  /** The last time step whose code was accepted: no code of it or before it is taken again. */
  await admins.addColumn('mfa_last_step', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  /** Raised to end every session issued before (sign out everywhere else). */
  await admins.addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('administrators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('admin_recovery_codes_by_admin').on('admin_recovery_codes').column('admin_id').execute();

  // No foreign key to administrators: an entry outlives the account it names.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('admin_id', 'integer')
    .addColumn('admin', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('ip', 'text')
    /** JSON: the names of the fields an update changed, or counts (an erase); never a lead's values. */
    .addColumn('fields', 'text')
    .execute();
  await db.schema.createIndex('audit_log_by_time').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_by_action').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  for (const column of ['session_epoch', 'mfa_last_step', 'mfa_pending_secret', 'mfa_secret']) {
    await db.schema.alterTable('administrators').dropColumn(column).execute();
  }
}
