// Pages: the owner changes the About page's story, portrait and the order of her qualifications (by keyboard),
// previews the draft through its link while visitors still see the published page, publishes, sees it on the site,
// and puts the default words back; and a legal page's rich text (a bold word, a list item) goes the same way.
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

// Each test is a whole editing session (sign-in, editor, preview or visitor pages, publishing twice): about 30 s on a
// loaded two-core machine, so they get three times the default.
test.describe.configure({ timeout: 90_000 });

/** A real 16x16 PNG, so the server's sniffing and re-encoding accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);

test('the About page is edited, previewed, published and reset from the portal', async ({ page, context }) => {
  // A long journey: an upload, a preview, two publishes and two resets.
  test.slow();
  const story = `A story written in the portal ${Date.now()}.`;
  await signInAsAdmin(page);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit the About page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About page' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Paragraph 1' }).fill(story);
  await page.getByLabel('Your portrait').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('textbox', { name: 'Alternative text' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Alternative text' }).first().fill('Meera smiling in her clinic');

  // Qualifications: the second moves up with the keyboard, and the focus stays on the moved item.
  await page.getByText('Qualifications', { exact: true }).first().click();
  const second = page.getByRole('textbox', { name: 'Qualification 2' });
  const secondText = await second.inputValue();
  const moveUp = page.getByRole('button', { name: 'Move qualification 2 up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Qualification 1' })).toHaveValue(secondText);
  await expect(page.getByRole('button', { name: 'Move qualification 1 down' })).toBeFocused();

  // An empty heading is refused in the browser, under its field.
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true }).first();
  await heading.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Heading is required')).toBeVisible();
  await expect(heading).toBeFocused();
  await heading.fill('Meet {owner_name}');

  await page.getByRole('button', { name: 'Preview' }).click();
  const link = page.getByRole('link', { name: 'Open the preview' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) as string;
  const preview = await context.newPage();
  await gotoHydrated(preview, href);
  await expect(preview.getByText('Preview of unpublished changes')).toBeVisible();
  await expect(preview.getByText(story)).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Meera smiling in her clinic' })).toBeVisible();

  const visitor = await context.browser()!.newContext();
  const site = await visitor.newPage();
  await gotoHydrated(site, '/about');
  await expect(site.getByText(story)).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();
  await gotoHydrated(site, '/about');
  await expect(site.getByText(story)).toBeVisible();
  await expect(site.getByRole('img', { name: 'Meera smiling in her clinic' })).toHaveAttribute(
    'src',
    /^\/uploads\/pages\/.+\.webp$/,
  );
  await expect(site.getByRole('listitem').filter({ hasText: secondText }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Published versions' }).getByRole('listitem').first()).toContainText(
    'Changed: story, qualifications',
  );

  // Back to the default words for the other tests that read /about.
  for (const section of ['Story and portrait', 'Qualifications']) {
    await page.getByRole('button', { name: `Reset “${section}” to default` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();
  await gotoHydrated(site, '/about');
  await expect(site.getByText(story)).toHaveCount(0);
  await visitor.close();
});

test('a legal page’s rich text is edited, published and shown on the site', async ({ page, context }) => {
  const word = `Carefully${Date.now()}`;
  const item = `are recovering from surgery ${Date.now()};`;
  await signInAsAdmin(page);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit the Disclaimer page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer page' })).toBeVisible();
  await page.getByText('Parts', { exact: true }).first().click();
  // The editors load the stored words without counting them as an edit.
  await expect(page.getByRole('textbox', { name: 'Part 7 text', exact: true })).toContainText('get in touch');
  await expect(page.getByText('Unsaved edits')).toHaveCount(0);

  // A bold word at the end of the first part, with the field's own toolbar (the focus stays in the text).
  const first = page.getByRole('textbox', { name: 'Part 1 text', exact: true });
  await first.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Read this ');
  const bold = page.getByRole('toolbar', { name: 'Formatting of Part 1 text' }).getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(word);
  await expect(first.locator('strong', { hasText: word })).toBeVisible();

  // One more item at the end of the second part's list.
  const second = page.getByRole('textbox', { name: 'Part 2 text', exact: true });
  await second.getByRole('listitem').last().click();
  // The keys go where the editor has the caret: once its toolbar shows the caret in the list. Keys sent a moment after
  // the click (quicker than a hand) can reach the editor before it has read where the click put the caret, and would
  // split the text at its start.
  await expect(second).toBeFocused();
  const inList = page
    .getByRole('toolbar', { name: 'Formatting of Part 2 text' })
    .getByRole('button', { name: 'Bulleted list' });
  await expect(inList).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(item);
  await expect(second.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();

  const visitor = await context.browser()!.newContext();
  const site = await visitor.newPage();
  await gotoHydrated(site, '/disclaimer');
  await expect(site.locator('#not-medical-advice').locator('..').locator('strong', { hasText: word })).toBeVisible();
  const list = site.locator('#consult-your-doctor').locator('..').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('listitem').last()).toHaveText(item);

  // Back to the default words (and their date) for the other tests that read /disclaimer.
  await page.getByRole('button', { name: 'Reset “Parts” to default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  // The dialog closes once the draft is saved and the editor has read it back (ten editors take their new words).
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
  await expect(first.locator('strong', { hasText: word })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published: the site shows your changes now.')).toBeVisible();
  await gotoHydrated(site, '/disclaimer');
  await expect(site.getByText(word)).toHaveCount(0);
  await expect(site.getByText('Last updated: 21 November 2026')).toBeVisible();
  await visitor.close();
});
