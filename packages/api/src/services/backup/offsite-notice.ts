// The owner's e-mail when off-site copies have failed for a day (once per streak of failures).
import { enqueueEmails } from '@coach/db';
import type { Services } from '../../trpc';
import { email, senderOf } from '../lead-emails';
import type { OffsiteRecord } from './offsite';

export async function noticeOffsiteFailing(services: Services, record: OffsiteRecord) {
  const sender = await senderOf(services.mail, services.settings);
  await enqueueEmails(services.db, [
    email(
      'offsite_failing',
      'owner',
      sender,
      sender.notifyEmail,
      null,
      'Backups are not reaching off-site storage',
      'For a day now, the website has not been able to copy its backups to your off-site storage. The backups on ' +
        'the server are still made; the server keeps trying. Check the storage settings under Settings > Backups.',
      [
        ['Failing since', record.failing_since ?? ''],
        ['Last error', record.last_error ?? ''],
        ['Last complete copy', record.last_success_at ?? 'never'],
      ],
    ),
  ]);
  services.onLeadStored?.();
}
