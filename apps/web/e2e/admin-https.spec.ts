// Settings > HTTPS: without DOMAIN (as this server runs) it says HTTPS is not the program's job and how to make it so;
// with a certificate engine's state (put in the answer here: getting a real certificate needs a CA and a domain), it
// lists the names, what is served, the certificate, its renewal and the last error, every text shown as text. The
// page clears axe at phone and desktop widths in both.
import type { HttpsStatus } from '@coach/shared';
import { HTTPS_SAMPLES } from '@coach/shared/https-samples';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

const OFF_TEXT =
  "HTTPS is not obtained by this program itself. To have it get and renew a certificate, set DOMAIN to your site's " +
  "names (for example example.com,www.example.com) and restart it; see the README's section on HTTPS.";

const HOSTILE = '<img src=x onerror="document.title=\'owned\'">';

/** A state the engine could report: the first certificate awaited, its last try failed with a CA's message. */
const AWAITING: HttpsStatus = {
  ...HTTPS_SAMPLES.awaiting,
  lastError: { at: '2026-05-01T08:01:00.000Z', message: `Invalid response from the CA: ${HOSTILE}` },
};

const SERVED: HttpsStatus = {
  ...HTTPS_SAMPLES.served,
  certificate: {
    ...(HTTPS_SAMPLES.served.certificate as NonNullable<HttpsStatus['certificate']>),
    issuer: `Let's Encrypt R11 ${HOSTILE}`,
  },
};

/** The server's answer to https.status replaced by `status` (the batch may carry other calls too). */
async function answerHttpsStatus(page: Page, status: HttpsStatus) {
  await page.route(/\/trpc\/[^?]*https\.status/, async (route) => {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    const results = (await response.json()) as unknown[];
    results[procedures.indexOf('https.status')] = { result: { data: { status } } };
    await route.fulfill({ response, json: results });
  });
}

async function openHttps(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  const section = page.getByRole('region', { name: 'HTTPS', exact: true });
  await expect(section.getByRole('heading', { level: 2, name: 'HTTPS' })).toBeVisible();
  await expect(section.getByText('Loading...')).toHaveCount(0);
  return section;
}

/** The section's description list as [term, description] pairs. */
const factsOf = (section: ReturnType<Page['getByRole']>) =>
  section
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page), `at ${width} px`).toEqual([]);
  }
}

test('without DOMAIN the section says HTTPS is not obtained by the program, and how to turn it on', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const section = await openHttps(page);
  await expect(section.getByText(/^HTTPS is not obtained by this program itself/)).toHaveText(OFF_TEXT);
  await expect(section.locator('dl')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});

test("with DOMAIN it lists the engine's state, every text as text", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsAdmin(page);
  await answerHttpsStatus(page, AWAITING);
  let section = await openHttps(page);
  const facts = await factsOf(section);
  expect(facts.map(([term]) => term)).toEqual([
    'Names (DOMAIN)',
    'Served now',
    'Certificate',
    'Renews',
    'Last renewed',
    'Last error',
    'Next attempt',
  ]);
  expect(facts[0]?.[1]).toBe('her-site.com, www.her-site.com');
  expect(facts[1]?.[1]).toBe('Plain HTTP, while the first certificate is awaited');
  expect(facts[2]?.[1]).toBe('None yet');
  expect(facts[5]?.[1]).toMatch(/^Invalid response from the CA: .+ \(.*2026.*\)$/);
  expect(facts[5]?.[1]).toContain(HOSTILE);
  await expect(section.locator('time[datetime="2026-05-01T08:01:00.000Z"]')).toHaveText(/2026/);
  await expect(section.locator('time[datetime="2026-05-01T08:31:00.000Z"]')).toHaveText(/2026/);
  await expect(section.getByText(/not obtained/)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  await page.unrouteAll({ behavior: 'wait' });
  await answerHttpsStatus(page, SERVED);
  section = await openHttps(page);
  const served = Object.fromEntries(await factsOf(section));
  expect(served['Served now']).toBe('HTTPS, with the certificate below');
  expect(served['Certificate for']).toBe('her-site.com, www.her-site.com');
  expect(served['Issued by']).toBe(`Let's Encrypt R11 ${HOSTILE}`);
  expect(served['Last error']).toBe('None');
  expect(served['Next attempt']).toBe('None planned');
  for (const moment of ['2026-05-01T08:00:00.000Z', '2026-07-30T08:00:00.000Z', '2026-06-30T08:00:00.000Z']) {
    await expect(section.locator(`time[datetime="${moment}"]`)).toHaveText(/2026/);
  }
  // The hostile texts stayed text: no element was made of them, and nothing ran.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
  expect(dialogs).toEqual([]);
  await expectAccessibleAtBothWidths(page);
});
