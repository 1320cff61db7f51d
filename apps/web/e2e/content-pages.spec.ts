// The static content pages: services, disease management, about and the three legal pages.
import { HEADER_OFFSET_PX, SITE } from '@coach/shared';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const PAGES = [
  { path: '/services', title: 'Our Services', h1: 'Our Services' },
  {
    path: '/disease-management',
    title: 'Disease Management: PCOS, PCOD, Thyroid and Diabetes',
    h1: 'Disease Management',
  },
  { path: '/about', title: 'About Us', h1: `Meet ${SITE.ownerName}` },
  { path: '/privacy-policy', title: 'Privacy Policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service', h1: 'Terms of Service' },
  { path: '/disclaimer', title: 'Disclaimer', h1: 'Disclaimer' },
];

/** Distance in pixels from the top of the viewport to the top of a section. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? null, id);

test('every content page is server-rendered with its own title and a single h1', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, title, h1 } of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(`${title} | ${SITE.brand}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }
  await context.close();
});

test.describe('services page', () => {
  const PROGRAMS = [
    { title: 'Weight Loss Programs', duration: '3-12 months' },
    { title: 'Weight Gain Programs', duration: '4-8 months' },
    { title: 'Disease Management', duration: '6-12 months' },
    { title: 'Skin Toning', duration: '3-6 months' },
  ];

  test('shows four programs with six features, a duration and Get Started each', async ({ page }) => {
    await gotoHydrated(page, '/services');
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const { title, duration } of PROGRAMS) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      await expect(card.getByRole('list', { name: `${title} features` }).getByRole('listitem')).toHaveCount(6);
      await expect(card).toContainText(`Duration: ${duration}`);
      await expect(card.getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', '/contact');
    }
    await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('article').first()).toContainText('Most Popular');
    await expect(page.getByRole('article').first()).toContainText('Weight Loss Programs');
    await expect(page.getByRole('link', { name: 'Learn More About Conditions' })).toHaveAttribute(
      'href',
      '/disease-management',
    );
    await expect(page.locator('#additional-services li')).toHaveCount(3);
    for (const name of ['Customized Diet Plans', 'Monthly Check-ins', 'Group Workshops']) {
      await expect(page.locator('#additional-services').getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.locator('#why-choose-us li')).toHaveCount(4);
  });

  test('has the sections the navigation links to', async ({ page }) => {
    await gotoHydrated(page, '/services');
    for (const id of ['our-services', 'weight-loss', 'weight-gain', 'skin-toning', 'virtual-coaching']) {
      await expect(page.locator(`section#${id}`), id).toHaveCount(1);
    }
  });

  test('the table of contents scrolls to a section, closes, and highlights it', async ({ page }) => {
    await gotoHydrated(page, '/services');
    const trigger = page.getByRole('button', { name: 'Table of contents' });
    await trigger.click();
    const menu = page.getByRole('navigation', { name: 'On this page' });
    await expect(menu.getByRole('button')).toHaveText([
      'Our Services',
      'Weight Loss Programs',
      'Weight Gain Programs',
      'Additional Services',
      'Why Choose Us',
    ]);
    await expect(menu.getByRole('button', { name: 'Our Services' })).toHaveAttribute('aria-current', 'true');

    await menu.getByRole('button', { name: 'Why Choose Us' }).click();
    await expect(menu).toBeHidden();
    await expect
      .poll(async () => Math.abs(((await sectionTop(page, 'why-choose-us')) ?? Infinity) - HEADER_OFFSET_PX))
      .toBeLessThanOrEqual(2);

    await trigger.click();
    await expect(menu.getByRole('button', { name: 'Why Choose Us' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('with reduced motion the table of contents jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/services');
    await page.getByRole('button', { name: 'Table of contents' }).click();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('button', { name: 'Additional Services' })
      .click();
    // Read once, without polling: a smooth scroll would still be under way.
    const top = await sectionTop(page, 'additional-services');
    expect(Math.abs((top ?? Infinity) - HEADER_OFFSET_PX)).toBeLessThanOrEqual(2);
  });
});

test.describe('disease management page', () => {
  test('shows the four conditions with symptoms and how nutrition helps', async ({ page }) => {
    await gotoHydrated(page, '/disease-management');
    const cards = page.locator('#conditions').getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'PCOS',
      'PCOD',
      'Thyroid Disorders',
      'Diabetes (Type 1 and 2)',
    ]);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { name: 'Common Symptoms' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'How Nutrition Helps' })).toBeVisible();
      await expect(card.getByRole('list')).toHaveCount(2);
    }
    await expect(page.locator('#approach li')).toHaveCount(4);
    await expect(page.locator('#why-choose-us li')).toHaveCount(6);
    const getStarted = page.locator('#get-started');
    await expect(getStarted.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
      'href',
      '/contact#consultation',
    );
    await expect(getStarted.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/services');
  });

  test('the table of contents lists the five sections, and each exists', async ({ page }) => {
    await gotoHydrated(page, '/disease-management');
    await page.getByRole('button', { name: 'Table of contents' }).click();
    const menu = page.getByRole('navigation', { name: 'On this page' });
    await expect(menu.getByRole('button')).toHaveCount(5);
    for (const id of ['hero', 'conditions', 'approach', 'why-choose-us', 'get-started']) {
      await expect(page.locator(`section#${id}`), id).toHaveCount(1);
    }
    await menu.getByRole('button', { name: 'Our Approach' }).click();
    await expect(menu).toBeHidden();
    await expect
      .poll(async () => Math.abs(((await sectionTop(page, 'approach')) ?? Infinity) - HEADER_OFFSET_PX))
      .toBeLessThanOrEqual(2);
  });
});

test('the about page shows the founder, stats, values, approach and calls to action', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(page.getByText('Certified Dietitian and Founder')).toBeVisible();
  for (const [value, label] of [
    ['500+', 'Lives Transformed'],
    ['4.8/5', 'Average Client Rating'],
    ['95%', 'Success Rate'],
    ['5+', 'Years of Experience'],
  ]) {
    await expect(page.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Qualifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Values' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
    'href',
    '/contact#consultation',
  );
  await expect(page.getByRole('link', { name: 'View Transformations' })).toHaveAttribute('href', '/transformations');
});

test.describe('legal pages', () => {
  for (const name of ['Privacy Policy', 'Terms of Service', 'Disclaimer']) {
    test(`${name} is reachable from the footer and dated`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | ${SITE.brand}`);
      await expect(page.getByText('Last updated: 21 November 2026')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Note for the site owner' })).toContainText(
        'The owner should review it',
      );
    });
  }

  test('the privacy policy names the data collected and how to ask for deletion', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    for (const field of ['age', 'current weight', 'target weight', 'your goal']) {
      await expect(page.locator('#information-we-collect').locator('..')).toContainText(field);
    }
    await expect(page.getByText('We never sell, rent or trade your personal information.')).toBeVisible();
    await expect(page.locator('section').filter({ hasText: 'deleting your data' }).getByRole('link')).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
  });
});
