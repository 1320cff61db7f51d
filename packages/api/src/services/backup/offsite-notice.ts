// The owner's e-mail when off-site copies have failed for a day (once per streak of failures).
import type { Services } from '../../trpc';
import { noticeOwner } from '../webhook-notice';
import type { OffsiteRecord } from './offsite';

export const noticeOffsiteFailing = (services: Services, record: OffsiteRecord) =>
  noticeOwner(
    services,
    'offsite_failing',
    'Backups are not reaching off-site storage',
    'For a day now, the website has not been able to copy its backups to your off-site storage. The backups on ' +
      'the server are still made, and it keeps trying. Check the storage under Settings > Backups in the portal.',
    [
      ['Failing since', record.failing_since ?? ''],
      ['Last error', record.last_error ?? ''],
      ['Last complete copy', record.last_success_at ?? 'never'],
    ],
  );
