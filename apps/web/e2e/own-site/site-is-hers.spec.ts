// A dietitian makes the site hers, in the browser, on a server of its own: her business's name, colour and logo in
// Settings, her story and portrait on About, a programme of her own on Services, a client's review in Testimonials;
// she previews the drafts, publishes, and every public page shows her words at once (the cached pages renewed), none
// of the demo business's.
import { expect, gotoHydrated, signInAsAdmin, test } from '../fixtures';

/** A real 16x16 PNG, so the server's sniffing and re-encoding accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);

/** Her logo: a green leaf badge, wider than tall. */
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 60"><rect width="180" height="60" rx="12" fill="#166534"/><circle cx="30" cy="30" r="18" fill="#bbf7d0"/></svg>',
);

const HER = {
  business: 'Green Plate Nutrition',
  owner: 'Meera Iyer',
  short: 'Meera',
  colour: '#1d4ed8',
};

/** The colour a brand-coloured button is drawn in. */
const buttonColour = (page: import('@playwright/test').Page) =>
  page
    .locator('.btn-primary')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test('she makes the site hers: name, colour and logo, About story and portrait, a programme, a review, preview and publish', async ({
  page,
  context,
}) => {
  test.slow();
  const visitor = await context.browser()!.newContext();
  const site = await visitor.newPage();
  await gotoHydrated(site, '/services');
  const demoColour = await buttonColour(site);

  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const settings = page.getByRole('form', { name: 'Business settings' });
  await settings.getByLabel('Business name').fill(HER.business);
  await settings.getByLabel("Owner's name").fill(HER.owner);
  await settings.getByLabel("Owner's short name").fill(HER.short);
  await settings.getByLabel('Brand colour').fill(HER.colour);
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // Every page was cached with the demo logo before this upload.
  await gotoHydrated(site, '/about');
  await expect(site.getByRole('banner').locator('img[src="/images/logo.svg"]')).toBeVisible();
  const logoSection = page.getByRole('region', { name: 'Logo' });
  await logoSection
    .getByLabel('Upload your logo')
    .setInputFiles({ name: 'green-plate.svg', mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(logoSection.getByRole('status')).toHaveText('Upload successful!');
  // The preview takes the stored logo's address once the settings are read again.
  const preview = logoSection.getByRole('img', { name: /preview/ });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/logo\/\w+\/logo\.svg$/);
  const logoSrc = await preview.getAttribute('src');

  // A client's words of her own on the Reviews tab.
  const review = "Meera helped me eat well on night shifts without giving up my mother's cooking.";
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await dialog.getByLabel('Kind').selectOption('whatsapp');
  await dialog.getByLabel('Name').fill('Farah N.');
  await dialog.getByLabel('Text').fill(review);
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog).toBeHidden();

  // About: her story and her portrait, as a draft first.
  const story = `I began ${HER.business} after years in hospital wards.`;
  await page.goto('/admin/pages/about');
  await page.getByRole('textbox', { name: 'Paragraph 1' }).fill(story);
  await page.getByLabel('Your portrait').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: 'Alternative text' }).first().fill('Meera in her kitchen');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const aboutPreview = await context.newPage();
  await gotoHydrated(aboutPreview, (await page.getByRole('link', { name: 'Open the preview' }).getAttribute('href'))!);
  await expect(aboutPreview.getByText(story)).toBeVisible();
  await gotoHydrated(site, '/about');
  await expect(site.getByText(story)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();

  // Services: her own first programme, with a feature added, and the second moved first with the keyboard.
  await page.goto('/admin/pages/services');
  await page.getByText('Programmes', { exact: true }).first().click();
  await page.getByRole('textbox', { name: 'Programme 1 title', exact: true }).fill('Gut Health Reset');
  await page.getByRole('button', { name: 'Add feature' }).first().click();
  await page.getByRole('textbox', { name: 'Programme 1 feature 7' }).fill('A fermented-food workshop');
  const moveUp = page.getByRole('button', { name: 'Move programme 2 up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Programme 1 title', exact: true })).toHaveValue(
    'Weight Gain Programs',
  );
  await expect(page.getByRole('button', { name: 'Move programme 1 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();

  // What a visitor sees now.
  await gotoHydrated(site, '/about');
  await expect(site.getByText(story)).toBeVisible();
  await expect(site.getByRole('img', { name: 'Meera in her kitchen' })).toHaveAttribute('src', /^\/uploads\/pages\//);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Meet ${HER.owner}`);
  await expect(site).toHaveTitle(`About Us | ${HER.business}`);

  await gotoHydrated(site, '/services');
  const programmes = site.locator('article h2');
  await expect(programmes.first()).toHaveText('Weight Gain Programs');
  await expect(programmes.nth(1)).toHaveText('Gut Health Reset');
  await expect(site.getByText('A fermented-food workshop')).toBeVisible();
  await expect(site.getByText(`Nutrition programs designed by ${HER.owner}`)).toBeVisible();
  expect(await buttonColour(site)).not.toBe(demoColour);
  // Her logo in the header of every page, the one cached before the upload too.
  const headerLogo = site.getByRole('banner').locator(`img[src="${logoSrc}"]`);
  await expect(headerLogo).toBeVisible();
  expect(await headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await gotoHydrated(site, '/transformations?tab=reviews');
  await expect(
    site.getByRole('tabpanel', { name: 'Reviews' }).getByRole('article').filter({ hasText: review }),
  ).toContainText('Farah N.');

  // No page a visitor opens names the demo business or its owner.
  for (const path of ['/', '/about', '/services', '/contact', '/disease-management', '/transformations', '/blog']) {
    await gotoHydrated(site, path);
    // What the page shows, not the data its scripts carry.
    // biome-ignore lint/performance/useDomNodeTextContent: innerText is the shown text
    const text = await site.locator('body').innerText();
    expect(text, path).toContain(HER.business);
    expect(text, path).not.toMatch(/NutriWell|Aditi/);
  }
  await visitor.close();
});
