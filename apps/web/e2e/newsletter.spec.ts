// The newsletter as a reader meets it: subscribe on the blog, confirm from the e-mail's link, get the next post, and
// leave with one click from the newsletter's own link (whose page, opened alone, changes nothing). The e-mails are
// the .eml files the server writes without SMTP (the SMTP path has its own tests on the server).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';

/** The e-mail of this kind the server wrote to this address, once it is there (quoted-printable unfolded). */
async function emailTo(address: string, kind: string): Promise<string> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return '';
        for (const file of readdirSync(outbox).filter((name) => name.endsWith(`-${kind}.eml`))) {
          const eml = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
          if (eml.includes(`To: ${address}`)) found = eml;
        }
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

/** A link of the e-mail's HTML to this path, as a path on the site. */
function linkIn(eml: string, path: string): string {
  const match = new RegExp(`https?://[^/"]+(${path}\\?token=3D[A-Za-z0-9._%-]+)`).exec(eml);
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`);
  // The HTML part is quoted-printable: "=3D" is "=".
  return match[1].replace('=3D', '=');
}

test('subscribe, confirm from the e-mail, get the next post, and leave with one click', async ({ page }) => {
  const address = `reader-${Date.now()}@example.com`;
  await gotoHydrated(page, '/blog');
  const form = page.getByRole('region', { name: 'Get new articles by e-mail' });
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('First name (optional)').fill('Meera');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Please check your inbox and click the link to confirm your subscription.',
  );

  const confirmation = await emailTo(address, 'newsletter_confirmation');
  await gotoHydrated(page, linkIn(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your subscription is confirmed. New posts will arrive in your inbox.',
  );

  // The owner publishes an article (over the API: the editor has its own tests).
  const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  const admin = { authorization: `Bearer ${(await login.json()).access_token}` };
  const title = `Protein at breakfast ${Date.now()}`;
  const created = await page.request.post('/api/admin/blogs', {
    headers: admin,
    data: {
      title,
      excerpt: 'Three easy ways to start the day.',
      content: '<p>Eggs, paneer, dal.</p>',
      category: 'Nutrition',
      type: 'blog',
      read_time: '3 min read',
    },
  });
  expect(created.status()).toBe(201);

  const letter = await emailTo(address, 'newsletter');
  expect(letter).toContain(`Subject: ${title}`);
  expect(letter).toMatch(
    /List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/newsletter\/manage\?token=[^>]+>,\s+<mailto:/,
  );
  expect(letter).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(letter).toContain('Hi Meera,');

  // What a mail scanner does: open the link. The page shows the subscription and changes nothing.
  const manage = linkIn(letter, '/newsletter/manage');
  await gotoHydrated(page, manage);
  const status = page.getByRole('definition').filter({ hasText: /^(Subscribed|Unsubscribed)$/ });
  await expect(status).toHaveText('Subscribed');
  await page.reload();
  await expect(status).toHaveText('Subscribed');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed. No more newsletters will be sent to this address.',
  );
  await expect(status).toHaveText('Unsubscribed');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('the footer carries the form on every page, and a dead link says so', async ({ page, allowProblem }) => {
  await gotoHydrated(page, '/recipes');
  await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })).toBeVisible();
  allowProblem(/HTTP 404: .*newsletter\.subscription/);
  allowProblem(/Failed to load resource: the server responded with a status of 404/);
  await gotoHydrated(page, '/newsletter/manage?token=1.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText('This link is not valid any more. Please subscribe again.');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test('subscribe, confirm and manage are plain forms: messages beside the fields, the words kept', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
    const admin = { authorization: `Bearer ${(await login.json()).access_token}` };
    const subscriber = async (email: string) => {
      const res = await request.get(`/api/admin/subscribers?search=${encodeURIComponent(email)}`, { headers: admin });
      const { subscribers } = (await res.json()) as {
        subscribers: { email: string; status: string; first_name: string | null }[];
      };
      return subscribers.find((s) => s.email === email);
    };

    // An address the browser lets through and the schema does not: the page again, the message beside the field.
    await page.goto('/blog');
    const form = page.getByRole('region', { name: 'Get new articles by e-mail' });
    await form.getByLabel('Email').fill('meera@example');
    await form.getByLabel('First name (optional)').fill('Meera');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(form.getByLabel('Email')).toHaveValue('meera@example');
    await expect(form.getByLabel('First name (optional)')).toHaveValue('Meera');
    // Only the form it was sent from says so: the footer's is untouched.
    await expect(page.getByRole('contentinfo').getByText('Please enter a valid email.')).toHaveCount(0);
    expect(await subscriber('meera@example')).toBeUndefined();

    const address = `plain-reader-${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/blog\?sent=newsletter#newsletter$/);
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Please check your inbox and click the link to confirm your subscription.',
    );
    expect(await subscriber(address)).toMatchObject({ status: 'pending', first_name: 'Meera' });

    // A post without the page's token stores nothing.
    const tokenless = `tokenless-${Date.now()}@example.com`;
    const refused = await context.request.post('/forms/newsletter', {
      form: { email: tokenless, place: 'newsletter', return_to: '/blog' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await subscriber(tokenless)).toBeUndefined();

    const confirmation = await emailTo(address, 'newsletter_confirmation');
    await page.goto(linkIn(confirmation, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your subscription is confirmed. New posts will arrive in your inbox.',
    );
    await expect(page.getByRole('link', { name: 'Read the blog' })).toBeVisible();
    expect((await subscriber(address))?.status).toBe('subscribed');

    // The owner publishes; the newsletter's link opens the manage page.
    const created = await request.post('/api/admin/blogs', {
      headers: admin,
      data: {
        title: `Plain forms ${Date.now()}`,
        excerpt: 'Pages that work without script.',
        content: '<p>Forms post.</p>',
        category: 'Lifestyle',
        type: 'blog',
        read_time: '2 min read',
      },
    });
    expect(created.status()).toBe(201);
    const manage = linkIn(await emailTo(address, 'newsletter'), '/newsletter/manage');

    // The browser's own length check is taken off, so the server's answers.
    await page.route(
      (url) => url.pathname === '/newsletter/manage',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replaceAll('maxLength="60"', '') });
      },
    );
    await page.goto(manage);
    const name = page.getByLabel('First name (how the newsletter greets you)');
    await expect(name).toHaveValue('Meera');
    const long = 'M'.repeat(61);
    await name.fill(long);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(name).toHaveAccessibleDescription('Must be at most 60 characters');
    await expect(name).toHaveValue(long);
    expect((await subscriber(address))?.first_name).toBe('Meera');

    await name.fill('Meera Devi');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status')).toHaveText('Your name is saved.');
    expect((await subscriber(address))?.first_name).toBe('Meera Devi');

    const status = page.getByRole('definition').filter({ hasText: /^(Subscribed|Unsubscribed)$/ });
    await expect(status).toHaveText('Subscribed');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed. No more newsletters will be sent to this address.',
    );
    await expect(status).toHaveText('Unsubscribed');
    expect((await subscriber(address))?.status).toBe('unsubscribed');
    await context.close();
  });
});
