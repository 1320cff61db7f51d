// Security and the audit log: two-factor sign-in turned on with a code computed from the secret on the page, the
// two-step sign-in with a fresh code and with a recovery code, the entries in the audit log and its filters, turning
// two-factor off, a password change, signing out the other sessions, and axe on the new pages at phone and desktop
// widths. Each test makes its own administrator: other tests sign in as the shared E2E admin at the same time.
// Sign-in failures count per address for the whole run (5 in 15 minutes): this file spends one.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { type Administrator, createAdministrator } from './administrators';
import { accessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

const PERIOD_MS = 30_000;
const WIDTHS = { phone: 375, desktop: 1280 };
const SIGN_IN_REFUSED = /HTTP 401: .*\/trpc\/auth\.login|status of 401/;

const stepOf = (ms: number) => Math.floor(ms / PERIOD_MS);

/** The authenticator app's code at a moment, as the server computes it (RFC 6238, SHA-1, 6 digits, 30 s). */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

/** A code of a later step than `usedStep`: the server takes each step's code once, so this waits for the next one. */
async function freshCode(page: Page, secret: string, usedStep: number): Promise<string> {
  const nextStepAt = (usedStep + 1) * PERIOD_MS;
  if (Date.now() < nextStepAt) await page.waitForTimeout(nextStepAt - Date.now() + 100);
  return codeAt(secret, Date.now());
}

async function expectNoViolationsAtBothWidths(page: Page) {
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

/** The sign-in page's first step; with two-factor on, the second step then asks for the code. */
async function enterPassword(page: Page, admin: Administrator) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
}

async function openSecurity(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  return page.getByRole('region', { name: 'Two-factor sign-in' });
}

/** Turns two-factor sign-in on from the Security page; returns the secret, the enrolment's step and the codes. */
async function enrol(page: Page) {
  const twoFactor = await openSecurity(page);
  await expect(twoFactor.getByText('Two-factor sign-in is off.')).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  const qr = twoFactor.getByRole('img', { name: 'QR code to add this site to an authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // The code of the step before the current one (typed as it changed, which the server takes): the sign-in's fresh code,
  // of a later step, is then the current one, with no wait for the next. Not in a step's last seconds, when the
  // server's clock could already be two steps on.
  const leftOfStep = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (leftOfStep < 5000) await page.waitForTimeout(leftOfStep + 100);
  const enrolledAt = Date.now() - PERIOD_MS;
  await twoFactor.getByLabel('Code from the app').fill(codeAt(secret, enrolledAt));
  await twoFactor.getByRole('button', { name: 'Confirm' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const items = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const recoveryCodes = await items.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  expect(new Set(recoveryCodes).size).toBe(10);
  return { twoFactor, secret, enrolledStep: stepOf(enrolledAt), recoveryCodes };
}

test('two-factor sign-in: enrolment, a recovery code, a fresh code, the audit log, and turning it off', async ({
  page,
  allowProblem,
}) => {
  // Up to one 30 s step is waited for, so that the sign-in code is not the enrolment's.
  test.setTimeout(120_000);
  allowProblem(SIGN_IN_REFUSED);
  allowProblem(/HTTP 400: .*\/trpc\/security\.mfaDisable|status of 400/);
  const admin = await createAdministrator('mfa');
  await signInAsAdmin(page, admin);
  await page.goto('/admin/dashboard');

  const { twoFactor, secret, enrolledStep, recoveryCodes } = await enrol(page);
  await expectNoViolationsAtBothWidths(page);
  const download = page.waitForEvent('download');
  await twoFactor.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  const saved = await readFile((await file.path()) as string, 'utf8');
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Two-factor sign-in', exact: true })).toBeFocused();
  await expect(twoFactor.getByText('Two-factor sign-in is on.', { exact: true }).first()).toBeVisible();
  await expect(twoFactor.getByText('10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // A recovery code (case and the dash's spacing do not matter), spent by using it.
  await enterPassword(page, admin);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await expectNoViolationsAtBothWidths(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]?.toUpperCase() ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openSecurity(page);
  await expect(twoFactor.getByText('9 recovery codes left.')).toBeVisible();
  await signOut(page);

  // The spent code is refused with the server's message; Back returns to the first step, username kept.
  await enterPassword(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not valid');
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(admin.username);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // A fresh code from the app, of a later step than the one used to turn it on.
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = await freshCode(page, secret, enrolledStep);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The audit log names each sign-in, the refused code and the enrolment; the filters live in the URL.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Administrator', { exact: true }).selectOption(admin.username);
  await page.getByLabel('Action', { exact: true }).selectOption('sign_in');
  await expect.poll(() => new URL(page.url()).searchParams.get('admin')).toBe(admin.username);
  await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('sign_in');
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  // The first sign-in (over the API), the recovery code's and the fresh code's.
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 entries', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('sign_in');
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(log.getByRole('row').nth(1)).toContainText(admin.username);

  await page.getByLabel('Action', { exact: true }).selectOption('sign_in_failed');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('code');
  await page.getByLabel('Action', { exact: true }).selectOption('mfa_enable');
  await expect(log.getByRole('row').nth(1)).toContainText('administrator');

  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Action', { exact: true }).selectOption('');
  await page.getByLabel('To', { exact: true }).fill(twoDaysAgo);
  await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(twoDaysAgo);
  await expect(log.getByRole('cell', { name: 'No entries match these filters.' })).toBeVisible();
  await expect(page.getByText('0 entries', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(log.getByRole('row').nth(1)).toBeVisible();

  // Off again: the password and a code are both asked; a wrong password is said under its field.
  await openSecurity(page);
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await expect(turnOff.getByLabel('Your password')).toBeFocused();
  await expectNoViolationsAtBothWidths(page);
  await turnOff.getByLabel('Your password').fill('not-the-password');
  await turnOff.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[1] ?? '');
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(turnOff.getByText('Current password is incorrect')).toBeVisible();
  await expect(turnOff.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await turnOff.getByLabel('Your password').fill(admin.password);
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('status')).toHaveText('Two-factor sign-in is off.');
  await expect(twoFactor.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await signOut(page);
  await enterPassword(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a password change: mismatched, short, weak and wrong passwords are refused under their fields', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/HTTP 400: .*\/trpc\/security\.changePassword|status of 400/);
  const admin = await createAdministrator('password');
  const oldToken = await signInAsAdmin(page, admin);
  await page.goto('/admin/security');
  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password');
  const submit = form.getByRole('button', { name: 'Change password' });
  const strong = 'Pelican orbit marmalade 42';

  await current.fill(admin.password);
  await next.fill('too short');
  await confirm.fill('too short');
  await submit.click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();

  await next.fill(strong);
  await confirm.fill(`${strong}!`);
  await submit.click();
  await expect(form.getByText('The passwords do not match')).toBeVisible();

  await next.fill('password1234');
  await confirm.fill('password1234');
  await submit.click();
  // The server loads its password-strength dictionaries on this first check (a few seconds on a busy machine).
  await expect(form.getByText(/^Choose a stronger password/)).toBeVisible({ timeout: 20_000 });
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeFocused();

  await current.fill('not-the-password');
  await next.fill(strong);
  await confirm.fill(strong);
  await submit.click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(admin.password);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Every other session is signed out.');
  await expect(current).toHaveValue('');
  // This page carries on with the token the change handed back; the one from before is refused.
  await page.reload();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  const before = await page.request.get('/api/admin/security', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(before.status()).toBe(401);

  await signOut(page);
  await enterPassword(page, { ...admin, password: strong });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('signing out every other session ends them and keeps this one', async ({ page }) => {
  const admin = await createAdministrator('sessions');
  const elsewhere = await page.request.post('/api/admin/login', { data: admin });
  const { access_token: otherToken } = (await elsewhere.json()) as { access_token: string };
  await signInAsAdmin(page, admin);
  await page.goto('/admin/security');

  const open = page.getByRole('button', { name: 'Sign out every other session' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Sign out every other session?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  const stillIn = await page.request.get('/api/admin/security', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(stillIn.status()).toBe(200);

  await open.click();
  await dialog.getByRole('button', { name: 'Sign out the others' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('status')).toHaveText(
    'Every other session is signed out. This one stays signed in.',
  );
  const ended = await page.request.get('/api/admin/security', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(ended.status()).toBe(401);
  await page.reload();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
});

test('the Security and Audit log pages have no accessibility violation at phone and desktop widths', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button')).toBeVisible();
  await expectNoViolationsAtBothWidths(page);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
  await expectNoViolationsAtBothWidths(page);
});
