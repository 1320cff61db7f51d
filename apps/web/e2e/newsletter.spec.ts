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
