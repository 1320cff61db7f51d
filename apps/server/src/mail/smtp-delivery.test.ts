// E-mails leave through a real SMTP server (smtp-server on 127.0.0.1) and are read back with a real mail parser: they
// come from the business as Settings name it, however odd the name, and reach her at the address in Settings when
// NOTIFY_EMAIL is not set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { startSmtpServer } from './test-smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let received: Awaited<ReturnType<typeof startSmtpServer>>['received'];
let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  t = await createTestServer({ smtpUrl: smtp.url, notifyEmail: null });
  const { admin } = await t.headers();
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().settings;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: {
      ...current,
      business_name: 'Greenleaf "Clinic", Ltd <Edinburgh>',
      owner_short_name: 'Meera',
      email: 'meera@greenleaf.example',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

describe('delivery over SMTP', () => {
  it('sends as the business in Settings, to her Settings address, signed with her name', async () => {
    const visitor = { 'x-encrypted-token': await t.publicToken() };
    const payload = {
      name: 'Anna Visitor',
      email: 'anna@example.com',
      subject: 'Hours',
      message: 'When are you open?',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: visitor, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.mailer.flush()).toBe(2);

    expect(received).toHaveLength(2);
    for (const mail of received) {
      // One address, with the whole name as its display name: the quotes, comma and brackets did not split it.
      expect(mail.from?.value).toEqual([
        { name: 'Greenleaf "Clinic", Ltd <Edinburgh>', address: 'meera@greenleaf.example' },
      ]);
    }
    const notice = received.find((m) => m.subject === 'New message: Hours');
    expect(notice?.to).toMatchObject({ value: [{ address: 'meera@greenleaf.example' }] });
    expect(notice?.replyTo).toMatchObject({ value: [{ address: 'anna@example.com' }] });
    const confirmation = received.find((m) => m.subject?.startsWith('We received your message'));
    expect(confirmation?.subject).toBe('We received your message - Greenleaf "Clinic", Ltd <Edinburgh>');
    expect(confirmation?.to).toMatchObject({ value: [{ address: 'anna@example.com' }] });
    expect(confirmation?.text).toContain('Warm regards,\nMeera, Greenleaf "Clinic", Ltd <Edinburgh>');
    // The HTML part escapes the name.
    expect(confirmation?.html).toContain('Meera, Greenleaf &quot;Clinic&quot;, Ltd &lt;Edinburgh&gt;');
  });
});
