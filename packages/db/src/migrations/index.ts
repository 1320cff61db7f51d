// The static list of migrations: a bundled server cannot read a migrations folder at run time.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_email_outbox';
import * as m0003 from './0003_bookings';
import * as m0004 from './0004_admin_security';
import * as m0005 from './0005_visits';
import * as m0006 from './0006_clean_stored_text';
import * as m0007 from './0007_site_pages';
import * as m0008 from './0008_demo_content';
import * as m0009 from './0009_testimonials';
import * as m0010 from './0010_webhooks';
import * as m0011 from './0011_post_announcements';
import * as m0012 from './0012_webhook_cursors';
import * as m0013 from './0013_outbox_lanes';
import * as m0014 from './0014_email_suppressions';
import * as m0015 from './0015_newsletter';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_email_outbox': m0002,
  '0003_bookings': m0003,
  '0004_admin_security': m0004,
  '0005_visits': m0005,
  '0006_clean_stored_text': m0006,
  '0007_site_pages': m0007,
  '0008_demo_content': m0008,
  '0009_testimonials': m0009,
  '0010_webhooks': m0010,
  '0011_post_announcements': m0011,
  '0012_webhook_cursors': m0012,
  '0013_outbox_lanes': m0013,
  '0014_email_suppressions': m0014,
  '0015_newsletter': m0015,
};
