// The owner's e-mail when off-site copies have failed for a day: queued to her address, saying since when, why, and
// when the copies were last complete.
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../../test-support';
import { noticeOffsiteFailing } from './offsite-notice';

describe('the off-site failure notice', () => {
  it('queues one e-mail to the owner with the streak, the error and the last complete copy', async () => {
    const services = await createTestServices();
    await noticeOffsiteFailing(services, {
      failing_since: '2026-12-01T02:00:00.000Z',
      last_error: 'The secret access key does not match the access key.',
      last_success_at: null,
      failure_told: false,
    });
    const queued = await services.db.selectFrom('email_outbox').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'offsite_failing',
      to_address: 'owner@example.com',
      subject: 'Backups are not reaching off-site storage',
    });
    expect(queued[0]!.text_body).toContain('Failing since');
    expect(queued[0]!.text_body).toContain('2026-12-01T02:00:00.000Z');
    expect(queued[0]!.text_body).toContain('The secret access key does not match the access key.');
    expect(queued[0]!.text_body).toMatch(/Last complete copy\W+never/);
  });
});
