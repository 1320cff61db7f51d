// Testimonials: the owner adds two (one with a photo, one with a hostile name), moves one with the keyboard, hides one
// and deletes them, and the transformations page's Reviews tab follows each change; hostile text stays text.
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

/** A real 16x16 PNG, so the server's sniffing and re-encoding accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);

test('the owner adds, reorders by keyboard, hides and deletes testimonials; the Reviews tab shows each change', async ({
  page,
  browser,
}) => {
  // Two uploads, three pages and a dozen writes: more than the default time on a shared machine.
  test.slow();
  const stamp = Date.now();
  const meal = `Kavya ${stamp}`;
  const hostile = `"><img src=x onerror=alert(1)> ${stamp}`;
  const hostileText = `<script>alert(1)</script> Lost 3 kg ${stamp}`;
  page.on('dialog', (dialog) => {
    throw new Error(`an alert ran: ${dialog.message()}`);
  });

  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Testimonials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Neha R.' })).toBeVisible();

  // A meal photo with its picture and alternative text.
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog.getByText('Choose the kind of review')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  // The form with its errors and both photo fields of a client's result passes the same accessibility bar.
  await dialog.getByLabel('Kind').selectOption('client');
  await expect(dialog.getByLabel('After photo', { exact: true })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Kind').selectOption('meal');
  await dialog.getByLabel('Name').fill(meal);
  await dialog.getByLabel('Text').fill('Poha with peanuts keeps me full till lunch.');
  await dialog.getByLabel('Rating').selectOption('4');
  await dialog.getByLabel('Date line').fill('June 2026');
  await dialog
    .getByLabel('Meal photo', { exact: true })
    .setInputFiles({ name: 'poha.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Meal photo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\/testimonials\//,
  );
  // The alternative text is required: the form refuses the photo without it.
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog.getByText('Alternative text is required')).toBeVisible();
  await dialog.getByLabel('Alternative text of the meal photo').fill('A plate of poha with peanuts');
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog).toBeHidden();

  // A WhatsApp message whose name and text are markup: kept and shown as text.
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await dialog.getByLabel('Kind').selectOption('whatsapp');
  await dialog.getByLabel('Name').fill(hostile);
  await dialog.getByLabel('Text').fill(hostileText);
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: hostile })).toBeVisible();
  await expect(page.getByText(hostileText)).toBeVisible();

  // The message moves above the meal with the keyboard; the focus stays on it and the move is announced.
  const up = page.getByRole('button', { name: `Move ${hostile} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move ${hostile} up` })).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'moved' })).toHaveText(
    new RegExp(`^.*${stamp} moved to place \\d+ of \\d+$`),
  );
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toContainText([hostile, meal]);

  // A visitor of her own, without the consultation popup, whose console errors and failed requests fail the test too.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.addInitScript(() => localStorage.setItem('consultation_popup_dismissed_at', String(Date.now())));
  const visitorProblems: string[] = [];
  visitor.on('console', (m) => m.type() === 'error' && visitorProblems.push(m.text()));
  visitor.on('response', (r) => r.status() >= 400 && visitorProblems.push(`HTTP ${r.status()} ${r.url()}`));
  visitor.on('dialog', (d) => visitorProblems.push(`an alert ran: ${d.message()}`));
  await gotoHydrated(visitor, '/transformations?tab=reviews');
  const reviews = visitor.getByRole('tabpanel', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toContainText(['Neha R.', 'Rahul M.', hostile, meal]);
  await expect(visitor.getByText(hostileText)).toBeVisible();
  const photo = visitor.getByRole('img', { name: 'A plate of poha with peanuts' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/testimonials\/[0-9a-f]+\.webp$/);
  await expect(photo).toHaveAttribute('srcset', /-medium\.webp 800w, .+\.webp 2000w$/);

  // Hidden: gone from the site, still in the portal.
  await page.getByRole('button', { name: `Hide ${hostile}` }).click();
  await expect(page.getByRole('button', { name: `Show ${hostile}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: hostileText })).toContainText('Hidden');
  await gotoHydrated(visitor, '/transformations?tab=reviews');
  await expect(visitor.getByText(meal)).toBeVisible();
  await expect(visitor.getByText(hostileText)).toHaveCount(0);

  // Deleted after a confirmation: the demo six are as they were.
  for (const name of [hostile, meal]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete Testimonial' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The confirmation closes once the server has answered; while it is open the list behind it is hidden from the
    // accessibility tree, so the heading's absence alone would not wait for the delete.
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  }
  await gotoHydrated(visitor, '/transformations?tab=reviews');
  await expect(visitor.getByText(meal)).toHaveCount(0);
  await expect(reviews).toContainText(['Neha R.', 'Arjun P.', 'Priya S.', 'Vikram T.', 'Meera D.', 'Rahul M.']);
  expect(visitorProblems).toEqual([]);
});
