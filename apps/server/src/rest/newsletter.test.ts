// The newsletter end to end through the real server, a real SMTP server (smtp-server) and a real mail parser: double
// opt-in, one answer for every address, the one-click unsubscribe headers and POST, tokens bound to one address and
// one purpose, each post sent once to each confirmed subscriber (across a restart in the middle), suppression, and
// hostile names and titles kept inert.
import { createBusinessSettingsStore, createTokenService, queueDueNewsletters } from '@coach/api';
import { enqueueEmails, suppressEmailAddress } from '@coach/db';
import { NEWSLETTER_MESSAGES } from '@coach/shared';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinessSettings } from '../config';
import { startSmtpServer } from '../mail/test-smtp-server';
import { createTestServer } from '../test-support';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestServer({ smtpUrl: smtp.url, publicUrl: 'https://coach.example' });
  ({ admin, visitor } = await t.headers());
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

const subscribe = (payload: object, server = t) =>
  server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: visitor, payload });

const mailTo = (address: string, from = 0) =>
  smtp.received.slice(from).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

/** A header as it was written (mailparser folds the List-* headers into one object otherwise). */
const header = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

/** The https link of a newsletter's List-Unsubscribe header, as a path on the site. */
const unsubscribeLink = (mail: ParsedMail | undefined) =>
  (/<https:\/\/coach\.example([^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] as string) ?? '';

/** The token of the first link to `path` in an e-mail's HTML. */
function linkToken(mail: ParsedMail, path: string): string {
  const html = String(mail.html);
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([^"&]+)`).exec(html);
  if (!match?.[1]) throw new Error(`no ${path} link in ${html}`);
  return decodeURIComponent(match[1]);
}

/** Subscribes and confirms an address from the link of the e-mail it receives. */
async function subscribed(email: string, firstName: string | null = null) {
  const from = smtp.received.length;
  expect((await subscribe({ email, first_name: firstName, source: '/blog' })).statusCode).toBe(202);
  await t.mailer.flush();
  const [confirmation] = mailTo(email, from);
  if (!confirmation) throw new Error(`no confirmation e-mail for ${email}`);
  const token = linkToken(confirmation, '/newsletter/confirm');
  const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
}

async function publish(title: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blogs',
    headers: admin,
    payload: {
      title,
      excerpt: `What ${title} is about.`,
      content: '<p>The whole article.</p>',
      category: 'Nutrition',
      type: 'blog',
      read_time: '3 min read',
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().blog as { id: number; slug: string };
}

/** The server's own link signing (the same APP_SECRET), for a link the test has no e-mail of. */
const linkTokens = () => createTokenService({ appSecret: t.config.appSecret, publicApiKey: t.config.publicApiKey });

const status = async (email: string) =>
  (await t.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;

describe('subscribing', () => {
  it('sends only a confirmation until the address is confirmed, then each new post', async () => {
    const from = smtp.received.length;
    const res = await subscribe({ email: 'Asha@Example.com', first_name: 'Asha', source: '/blog/3' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    await t.expectDocumented('POST', '/api/newsletter/subscribe', res);
    await t.mailer.flush();
    const [confirmation, ...others] = mailTo('asha@example.com', from);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toMatch(/^Please confirm your subscription to /);
    expect(confirmation?.text).toContain('https://coach.example/newsletter/confirm?token=');

    // Not confirmed yet: a post published now does not go to this address.
    await publish('Before confirming');
    await t.mailer.flush();
    expect(mailTo('asha@example.com', from)).toHaveLength(1);

    const token = linkToken(confirmation as ParsedMail, '/newsletter/confirm');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/newsletter/confirm', confirmed);
    expect(await status('asha@example.com')).toBe('subscribed');

    const post = await publish('Iron for vegetarians');
    await t.mailer.flush();
    const letters = mailTo('asha@example.com', from).slice(1);
    expect(letters.map((mail) => mail.subject)).toEqual(['Iron for vegetarians']);
    const letter = letters[0] as ParsedMail;
    expect(letter.text).toContain('Hi Asha,');
    expect(letter.text).toContain('What Iron for vegetarians is about.');
    expect(String(letter.html)).toContain(
      `https://coach.example/blog/${post.id}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=${post.slug}`,
    );
    // RFC 8058: an https link and a mailto, and the one-click POST.
    const manage = `https://coach.example/newsletter/manage?token=${encodeURIComponent(linkToken(letter, '/newsletter/manage'))}`;
    expect(header(letter, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(letter, 'List-Unsubscribe')).toBe(
      `<${manage}>, <mailto:owner@example.com?subject=Unsubscribe%20asha%40example.com>`,
    );
  });

  it('answers every address the same: new, pending, confirmed, unsubscribed, suppressed, or a bot', async () => {
    await subscribed('known@example.com');
    await suppressEmailAddress(t.db, 'bounced@example.com', 'test: 550');
    const answers = await Promise.all(
      [
        { email: 'fresh@example.com' },
        { email: 'fresh@example.com' },
        { email: 'known@example.com' },
        { email: 'bounced@example.com' },
        { email: 'bot@example.com', website: 'https://spam.example' },
      ].map(async (payload) => {
        const res = await subscribe(payload);
        return [res.statusCode, res.body];
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([202, JSON.stringify({ message: NEWSLETTER_MESSAGES.subscribed })]);

    const from = smtp.received.length;
    await t.mailer.flush();
    // One confirmation for the new address (the second ask within the hour sends nothing), none for the others.
    expect(smtp.received.slice(from).map((mail) => (mail.to as { text: string }).text)).toEqual(['fresh@example.com']);
    expect(await status('bot@example.com')).toBeUndefined();
    expect(await status('bounced@example.com')).toBeUndefined();
  });

  it('refuses bad input with a clear error', async () => {
    const res = await subscribe({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'email: Please enter a valid email.' });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'a@b.co' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('confirmation links', () => {
  async function pendingLink(email: string) {
    const from = smtp.received.length;
    await subscribe({ email });
    await t.mailer.flush();
    return linkToken(mailTo(email, from)[0] as ParsedMail, '/newsletter/confirm');
  }
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

  it('die 7 days after they were sent', async () => {
    const token = await pendingLink('slow@example.com');
    await t.db
      .updateTable('subscribers')
      .set({ confirm_sent_at: new Date(Date.now() - 7 * 86_400_000 - 1000).toISOString() })
      .where('email', '=', 'slow@example.com')
      .execute();
    const res = await confirm(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NEWSLETTER_MESSAGES.linkInvalid });
    await t.expectDocumented('POST', '/api/newsletter/confirm', res);
    expect(await status('slow@example.com')).toBe('pending');
  });

  it('confirm nothing once the reader left', async () => {
    const token = await pendingLink('changed-mind@example.com');
    expect((await confirm(token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('subscribers')
      .select('id')
      .where('email', '=', 'changed-mind@example.com')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: linkTokens().newsletterToken('manage', { id: row.id, email: 'changed-mind@example.com' }) },
    });
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await status('changed-mind@example.com')).toBe('unsubscribed');
  });
});

describe('links', () => {
  it('work for their own address and purpose only', async () => {
    await subscribed('first@example.com');
    await subscribed('second@example.com');
    const from = smtp.received.length;
    await publish('Links post');
    await t.mailer.flush();
    const [first] = mailTo('first@example.com', from);
    const token = linkToken(first as ParsedMail, '/newsletter/manage');
    const second = await t.db
      .selectFrom('subscribers')
      .select('id')
      .where('email', '=', 'second@example.com')
      .executeTakeFirstOrThrow();
    const forged = token.replace(/^\d+/, String(second.id));
    for (const bad of [forged, `${token.slice(0, -2)}AA`, '1.AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: bad } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: NEWSLETTER_MESSAGES.linkInvalid });
    }
    // A manage link is no confirmation link.
    const asConfirm = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(asConfirm.statusCode).toBe(404);
    expect(await status('second@example.com')).toBe('subscribed');
    expect(await status('first@example.com')).toBe('subscribed');
  });

  it('unsubscribe with one POST, and a GET of the link never does', async () => {
    await subscribed('leaving@example.com', 'Lee');
    await publish('Before leaving');
    const from = smtp.received.length;
    await t.mailer.flush();
    const [letter] = mailTo('leaving@example.com', from);
    const url = unsubscribeLink(letter);
    expect(url).toMatch(/^\/newsletter\/manage\?token=/);

    // What a mail scanner does: follow the link. Still subscribed.
    await t.app.inject({ method: 'GET', url });
    expect(await status('leaving@example.com')).toBe('subscribed');

    const token = new URL(url, 'https://coach.example').searchParams.get('token') as string;
    const read = await t.app.inject({ method: 'GET', url: `/api/newsletter/subscription?token=${token}` });
    expect(read.json()).toEqual({
      subscription: { email: 'leaving@example.com', first_name: 'Lee', status: 'subscribed' },
    });
    await t.expectDocumented('GET', '/api/newsletter/subscription', read);

    // What the mailbox provider does (RFC 8058): no key, no cookie.
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await status('leaving@example.com')).toBe('unsubscribed');

    await publish('After leaving');
    const after = smtp.received.length;
    await t.mailer.flush();
    expect(mailTo('leaving@example.com', after)).toEqual([]);
  });

  it('let a reader change the name their newsletters greet', async () => {
    await subscribed('rename@example.com', 'Old');
    await publish('Rename post');
    const from = smtp.received.length;
    await t.mailer.flush();
    const token = linkToken(mailTo('rename@example.com', from)[0] as ParsedMail, '/newsletter/manage');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/subscription',
      payload: { token, first_name: 'Neha' },
    });
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.nameSaved });
    await publish('Greeted post');
    const next = smtp.received.length;
    await t.mailer.flush();
    expect(mailTo('rename@example.com', next)[0]?.text).toContain('Hi Neha,');
  });
});

describe('sending a post', () => {
  it('keeps hostile names and titles inert in the HTML and the plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await subscribed('hostile@example.com', name);
    const title = '<script>alert("t")</script> & "Quotes"';
    await publish(title, { excerpt: '<b onmouseover=x>bold</b>' });
    const from = smtp.received.length;
    await t.mailer.flush();
    const [letter] = mailTo('hostile@example.com', from);
    expect(letter?.subject).toBe(title);
    const html = String(letter?.html);
    expect(html).not.toMatch(/<script|<img src=x|<b onmouseover/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &quot;Quotes&quot;');
    expect(html).toContain('Hi &lt;img');
    // Plain text shows the text as typed: nothing in it runs.
    expect(letter?.text).toContain('Hi <img');
  });

  it('skips a suppressed address and suppresses one the receiving server refuses for good', async () => {
    await subscribed('refused@example.com');
    await subscribed('suppressed-later@example.com');
    await suppressEmailAddress(t.db, 'suppressed-later@example.com', 'test: complaint');
    smtp.refuse.set('refused@example.com', 550);
    await publish('Suppression post');
    const from = smtp.received.length;
    await t.mailer.flush();
    expect(mailTo('suppressed-later@example.com', from)).toEqual([]);
    expect(mailTo('refused@example.com', from)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers?status=suppressed',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/subscribers', list);
    expect(
      list
        .json()
        .subscribers.map((s: { email: string }) => s.email)
        .sort(),
    ).toEqual(['refused@example.com', 'suppressed-later@example.com']);
  });

  it('reaches each confirmed subscriber exactly once across a restart in the middle of a batch', async () => {
    const readers = Array.from({ length: 24 }, (_, i) => `batch${i}@example.com`);
    for (const reader of readers) await subscribed(reader);
    const post = await publish('Restart post');
    const from = smtp.received.length;
    const pass = t.mailer.flush();
    // 10 a second: stop when a few have left, with the rest still queued.
    await expect
      .poll(() => smtp.received.slice(from).filter((m) => m.subject === 'Restart post').length, { interval: 20 })
      .toBeGreaterThanOrEqual(5);
    await t.stop();
    await pass;
    const sentBefore = smtp.received.slice(from).filter((m) => m.subject === 'Restart post').length;
    expect(sentBefore).toBeLessThan(readers.length);

    t = await createTestServer({
      smtpUrl: smtp.url,
      publicUrl: 'https://coach.example',
      database: { db: t.db, dir: t.config.dataDir },
    });
    ({ admin, visitor } = await t.headers());
    await t.mailer.flush();
    const got = smtp.received
      .slice(from)
      .filter((m) => m.subject === 'Restart post')
      .map((m) => (m.to as { text: string }).text);
    for (const reader of readers)
      expect(
        got.filter((to) => to === reader),
        reader,
      ).toHaveLength(1);
    const issue = await t.db
      .selectFrom('newsletter_issues')
      .select('recipients')
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(issue.recipients).toBe(got.length);

    // A later look never queues it again.
    await t.mailer.flush();
    expect(smtp.received.slice(from).filter((m) => m.subject === 'Restart post')).toHaveLength(got.length);
  });

  it('goes only when the editor says so, and never for a post public before', async () => {
    await subscribed('choice@example.com');
    await publish('Not for the newsletter', { newsletter: null });
    await publish('A vlog', {
      type: 'vlog',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration: '4:10',
      video_description: 'A short one.',
      content: null,
    });
    await publish('The whole article', { newsletter: 'full', content: '<h2>Part one</h2><p>Everything.</p>' });
    const from = smtp.received.length;
    await t.mailer.flush();
    const letters = mailTo('choice@example.com', from);
    expect(letters.map((mail) => mail.subject)).toEqual(['The whole article']);
    expect(letters[0]?.text).toContain('Everything.');
  });

  it('is not made for a reader who is no longer subscribed when their turn comes', async () => {
    await subscribed('turned@example.com');
    await subscribed('moved@example.com');
    const from = smtp.received.length;
    await publish('After the change');
    // Queued as the sender's pass would; then the readers change without the usual path (which drops the e-mail).
    const settings = createBusinessSettingsStore(t.db, defaultBusinessSettings(t.config));
    expect(await queueDueNewsletters({ db: t.db, settings })).toBeGreaterThanOrEqual(2);
    await t.db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed' })
      .where('email', '=', 'turned@example.com')
      .execute();
    await t.db
      .updateTable('subscribers')
      .set({ email: 'elsewhere@example.com' })
      .where('email', '=', 'moved@example.com')
      .execute();
    await t.mailer.flush();
    expect(mailTo('turned@example.com', from)).toEqual([]);
    expect(mailTo('moved@example.com', from)).toEqual([]);
    expect(mailTo('elsewhere@example.com', from)).toEqual([]);
    const notSent = await t.db
      .selectFrom('email_outbox')
      .select(['status', 'last_error'])
      .where('subject', '=', 'After the change')
      .where('to_address', 'in', ['turned@example.com', 'moved@example.com'])
      .execute();
    expect(notSent).toEqual([
      { status: 'failed', last_error: 'Not sent: the reader unsubscribed or was removed' },
      { status: 'failed', last_error: 'Not sent: the reader unsubscribed or was removed' },
    ]);
  });

  it('keeps bulk mail behind transactional mail', async () => {
    await enqueueEmails(t.db, [
      {
        kind: 'consultation_confirmation',
        to_address: 'visitor@example.com',
        reply_to: null,
        subject: 'Booked',
        text_body: 'Booked',
        html_body: '<p>Booked</p>',
      },
    ]);
    const from = smtp.received.length;
    await t.mailer.flush();
    expect(smtp.received.slice(from).map((mail) => mail.subject)).toEqual(['Booked']);
  });
});

describe('the owner', () => {
  it('lists, exports (formula-safe) and removes subscribers, audited', async () => {
    await subscribed('=cmd@example.com', '=HYPERLINK("x")');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers?search=cmd', headers: admin });
    const [row] = list.json().subscribers;
    expect(row).toMatchObject({ email: '=cmd@example.com', status: 'subscribed', source: '/blog' });
    expect(list.json().counts.subscribed).toBeGreaterThan(0);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers/export?search=cmd', headers: admin });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`'=cmd@example.com,"'=HYPERLINK(""x"")",Subscribed,/blog`);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${row.id}`, headers: admin });
    expect(removed.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscriberRemoved });
    expect(await status('=cmd@example.com')).toBeUndefined();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${row.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited).toEqual({ action: 'subscriber.delete', target_id: String(row.id) });
  });

  it('finds and erases a subscription with the rest of a person’s records', async () => {
    await subscribed('private@example.com');
    await suppressEmailAddress(t.db, 'private@example.com', 'test: 550');
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/people/export?email=private@example.com',
      headers: admin,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().subscriptions).toMatchObject([{ email: 'private@example.com', status: 'suppressed' }]);
    expect(found.json().suppressions).toMatchObject([{ address: 'private@example.com', reason: 'test: 550' }]);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/people?email=private@example.com',
      headers: admin,
    });
    expect(erased.json().deleted).toMatchObject({ subscriptions: 1, suppressions: 1 });
    expect(await status('private@example.com')).toBeUndefined();
  });
});
