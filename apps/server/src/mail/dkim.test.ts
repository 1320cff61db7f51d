// DKIM: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE set, every e-mail leaves signed, and an independent
// verifier (mailauth) passes the signature against the public key as the domain's DNS would publish it (a resolver
// stub: nothing asks the network), and fails it once the message is changed.
import { generateKeyPairSync } from 'node:crypto';
import { enqueueEmails } from '@coach/db';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { startSmtpServer } from './test-smtp-server';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
/** The domain's DNS as the verifier asks it: only the selector's TXT record exists. */
const resolver = async (name: string, type: string) => {
  if (name === 'mail2026._domainkey.coach.example' && type === 'TXT') return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestServer({
    smtpUrl: smtp.url,
    dkim: {
      domainName: 'coach.example',
      keySelector: 'mail2026',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

describe('DKIM', () => {
  it('signs every e-mail so that the domain key verifies it, and a changed message fails', async () => {
    await enqueueEmails(t.db, [
      {
        kind: 'consultation_confirmation',
        to_address: 'reader@example.com',
        reply_to: null,
        subject: 'Your consultation is booked',
        text_body: 'See you soon',
        html_body: '<p>See you soon</p>',
      },
    ]);
    expect(await t.mailer.flush()).toBe(1);
    const message = smtp.raw.at(-1) as Buffer;
    expect(message.toString()).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; /);

    const signed = await dkimVerify(message, { resolver });
    expect(signed.results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([
      ['coach.example', 'mail2026', 'pass'],
    ]);

    const changed = Buffer.from(
      message.toString().replace('Your consultation is booked', 'Your consultation is moved'),
    );
    const tampered = await dkimVerify(changed, { resolver });
    expect(tampered.results.map((r) => r.status.result)).toEqual(['fail']);
  });

  it('signs a newsletter with its one-click unsubscribe headers, and the signature covers them', async () => {
    await t.db
      .insertInto('subscribers')
      .values({ email: 'reader@example.com', status: 'subscribed', origin: 'https://coach.example' })
      .execute();
    const { admin } = await t.headers();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: {
        title: 'Signed letter',
        excerpt: 'Short.',
        content: '<p>Body</p>',
        category: 'Nutrition',
        type: 'blog',
        read_time: '2 min read',
      },
    });
    expect(post.statusCode).toBe(201);
    expect(await t.mailer.flush()).toBe(1);
    const message = smtp.raw.at(-1) as Buffer;
    const signature = /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/.exec(message.toString())?.[0] ?? '';
    expect(signature.replace(/\s+/g, '')).toMatch(/h=[^;]*list-unsubscribe:list-unsubscribe-post/i);
    const signed = await dkimVerify(message, { resolver });
    expect(signed.results.map((r) => r.status.result)).toEqual(['pass']);
  });
});
