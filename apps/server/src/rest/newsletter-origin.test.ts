// Without PUBLIC_URL, a reader's links use the site address they subscribed on: the confirmation link, and later every
// newsletter's links and pictures, even though the background sender has no request to read an address from.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer } from '../mail/test-smtp-server';
import { createTestServer } from '../test-support';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

it('the links of a reader’s e-mails use the address they subscribed on', async () => {
  const { admin, visitor } = await t.headers();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { ...visitor, host: 'dietitian.example:8443' },
    payload: { email: 'reader@example.com' },
  });
  expect(res.statusCode).toBe(202);
  await t.mailer.flush();
  const confirmation = smtp.received.at(-1) as ParsedMail;
  const link = /http:\/\/dietitian\.example:8443\/newsletter\/confirm\?token=([^"&\s]+)/.exec(
    String(confirmation.text),
  );
  expect(link).not.toBeNull();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token: decodeURIComponent(link?.[1] ?? '') },
  });
  expect(confirmed.statusCode).toBe(200);

  // Published from another address: the reader's e-mail still uses theirs.
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blogs',
    headers: { ...admin, host: 'admin.internal:3000' },
    payload: {
      title: 'Origins',
      excerpt: 'Where links lead.',
      content: '<p>Body</p>',
      category: 'Nutrition',
      type: 'blog',
      read_time: '1 min read',
      image: '/uploads/blog/cover.webp',
    },
  });
  expect(post.statusCode).toBe(201);
  await t.mailer.flush();
  const letter = smtp.received.at(-1) as ParsedMail;
  expect(letter.subject).toBe('Origins');
  const html = String(letter.html);
  expect(html).toContain('src="http://dietitian.example:8443/uploads/blog/cover.webp"');
  expect(html).toContain('href="http://dietitian.example:8443/blog/');
  expect(html).not.toContain('admin.internal');
  expect(letter.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
    '<http://dietitian.example:8443/newsletter/manage?token=',
  );
});
