import { XSS_PAYLOADS } from '@coach/shared/xss-corpus';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

/** A real 16x16 PNG, so the server's sniffing and re-encoding accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);

// Chromium reports an inline handler in HTML parsed into an inert DOMParser document (the editor's parser) as a CSP
// violation, though such a document never runs or fetches anything; the page itself must still run nothing.
const INERT_PARSE_REPORT = /Executing inline event handler violates the following Content Security Policy/;

const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

async function fillBasics(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Written in the editor.');
}

/** Pastes HTML into the editor as a word processor or a browser would (a paste event with text/html). */
async function pasteHtml(page: Page, html: string) {
  await contentBox(page).click();
  await contentBox(page).evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The markup with each element's attributes sorted, so two writings of the same HTML compare equal. */
const canonical = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const root = document.createElement('div');
    root.innerHTML = markup;
    for (const element of root.querySelectorAll('*')) {
      const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
      for (const [name] of attributes) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
    return root.innerHTML;
  }, html);

test('the post editor formats from the toolbar and shortcuts, checks links, and shows the HTML it writes', async ({
  page,
  allowProblem,
}) => {
  allowProblem(INERT_PARSE_REPORT);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await content.click();

  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Meal prep');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Plan');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' the week.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Oats');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dal');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');

  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = page.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a web address' })).toBeVisible();
  await address.fill('https://example.com/guide');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByText('10 words')).toBeVisible();

  await toolbar.getByRole('button', { name: 'HTML' }).click();
  const source = page.getByRole('textbox', { name: 'HTML source' });
  await expect(source).toHaveValue(
    '<h2>Meal prep</h2><p><strong>Plan</strong> the week.</p><ul><li><p>Oats</p></li><li><p>Dal</p></li></ul><p><a href="https://example.com/guide">Read the guide</a></p>',
  );
  // Back from the source, only what the allow-list keeps stays.
  await source.fill(
    '<p>Safe <script>window.__ran = true</script><em>text</em></p><img src=x onerror="window.__ran = true">',
  );
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(content.locator('em')).toHaveText('text');
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(source).not.toHaveValue(/script|onerror/);
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  await toolbar.getByRole('button', { name: 'HTML' }).click();

  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an uploaded image needs its description before the post is published, and the public post keeps the structure', async ({
  page,
}) => {
  const title = `E2E Picture Post ${Date.now()}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  await fillBasics(page, title);
  const toolbar = toolbarOf(page);
  await contentBox(page).click();
  await page.keyboard.type('## Breakfast bowls');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Oats');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' keep you full. ');
  await toolbar.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('Really.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Numbered list' }).click();
  await page.keyboard.type('Soak');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Top');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The method');
  await page.keyboard.press('Shift+Home');
  // The selection must hold the typed words before the link is applied to it.
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('The method');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('/recipes');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(contentBox(page).getByRole('link', { name: 'The method' })).toHaveAttribute('href', '/recipes');
  await expect(contentBox(page)).toBeFocused();
  // The caret waits after the link, so Enter starts a new paragraph and keeps the linked words.
  await expect.poll(() => page.evaluate(() => getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('Enter');

  // The Image button opens the file chooser; the upload shows its progress, then the image asks for its description.
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: PNG });
  const description = page.getByRole('textbox', { name: 'Image description (alt text)' });
  await expect(description).toBeVisible();
  await expect(description).toBeFocused();
  await expect(contentBox(page).locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/blog\/content-[0-9a-f]+-medium\.webp$/,
  );

  // The read time follows the word count while none is typed.
  await expect(page.getByRole('textbox', { name: 'Read Time', exact: true })).toHaveValue('1 min read');

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Every image needs a description (alt text)')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await description.fill('A bowl of oats with berries');
  await expect(page.getByText('Every image needs a description (alt text)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  // The list shows the editor's notice once, then takes it out of the URL (a reload must not repeat it).
  await expect(page.getByText('Blog published successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs(\?saved=published)?$/);

  await page.getByLabel('Search posts').fill(title);
  const view = page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: `View ${title}` });
  const path = await view.getAttribute('href');
  await gotoHydrated(page, path ?? '/');
  const body = page.locator('.post-content');
  await expect(body.getByRole('heading', { level: 2, name: 'Breakfast bowls' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Oats');
  await expect(body.locator('em')).toHaveText('Really.');
  await expect(body.locator('ol > li')).toHaveText(['Soak', 'Top']);
  await expect(body.getByRole('link', { name: 'The method' })).toHaveAttribute('href', '/recipes');
  const picture = body.getByRole('img', { name: 'A bowl of oats with berries' });
  await expect(picture).toHaveAttribute('src', /-medium\.webp$/);
  const original = await picture.locator('xpath=..').getAttribute('href');
  expect(original).toMatch(/^\/uploads\/blog\/content-[0-9a-f]+\.webp$/);
  expect((await page.request.get(original ?? '')).status()).toBe(200);
});

test('an existing post written as HTML comes back unchanged but for the word edited', async ({
  page,
  allowProblem,
}) => {
  // The player itself, once played, cannot load here (no internet).
  allowProblem(/youtube-nocookie\.com\/embed/);
  const token = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${token}` };
  const html = [
    '<h2>Plate method</h2>',
    '<p>Half <strong>vegetables</strong>, a quarter <em>protein</em>, H<sub>2</sub>O and m<sup>2</sup>, <mark>note</mark>, <code>x</code>, <u>u</u>, <s>s</s>.</p>',
    '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol start="3"><li><p>Three</p></li></ol>',
    '<blockquote><p>Eat the rainbow.</p></blockquote><pre><code>plate = veg + dal</code></pre><hr>',
    '<figure><img src="/images/logo.svg" alt="A balanced plate" loading="lazy"><figcaption>A plate</figcaption></figure>',
    '<p><a href="https://example.com/plate" rel="noopener nofollow" target="_blank">the guide</a></p>',
    '<table><caption>Day</caption><thead><tr><th scope="col">Meal</th><th scope="col">Food</th></tr></thead><tbody><tr><td>Lunch</td><td>Dal</td></tr><tr><td colspan="2">Rest</td></tr></tbody></table>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Plate video" allowfullscreen=""></iframe>',
  ].join('');
  const created = await page.request.post('/api/admin/blogs', {
    headers,
    data: {
      title: `E2E Plate ${Date.now()}`,
      excerpt: 'x',
      category: 'Nutrition',
      content: html,
      read_time: '3 min read',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, content: stored } = (await created.json()).blog as { id: number; content: string };

  await gotoHydrated(page, `/admin/blogs/${id}/edit`);
  await contentBox(page).getByText('Eat the rainbow.').click();
  // Backspace goes where the editor has the caret: once its toolbar shows it in the quote (keys sent at once can come
  // before the editor has read where the click put it).
  await expect(toolbarOf(page).getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  for (const _ of 'rainbow.') await page.keyboard.press('Backspace');
  await page.keyboard.type('spectrum.');
  await page.getByRole('button', { name: 'Update & Publish' }).click();
  // The list shows the editor's notice once, then takes it out of the URL (a reload must not repeat it).
  await expect(page.getByText('Blog published successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs(\?saved=published)?$/);

  const saved = await page.request.get(`/api/admin/blogs/${id}`, { headers });
  const after = ((await saved.json()).blog as { content: string }).content;
  expect(await canonical(page, after)).toBe(await canonical(page, stored.replace('rainbow.', 'spectrum.')));

  // On the public post the video is the site's poster: nothing from YouTube loads until it is played.
  await gotoHydrated(page, `/blog/${id}`);
  await expect(page.locator('.post-content iframe')).toHaveCount(0);
  await page.locator('.post-content').getByRole('button', { name: 'Play video: Plate video' }).click();
  await expect(page.locator('.post-content iframe[title="Plate video"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
  );
});

test('the form is kept in the browser: restored after a reload, discarded on request, and leaving asks first', async ({
  page,
}) => {
  const title = `E2E Autosave ${Date.now()}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  await fillBasics(page, title);
  await contentBox(page).click();
  await page.keyboard.type('Soaked overnight, ready by morning.');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coach:post-draft:new'))).toContain('overnight');

  // A reload (the browser asks first, as the page has unsaved changes).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Restored unsaved changes' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(contentBox(page)).toHaveText('Soaked overnight, ready by morning.');

  // Leaving through the app asks, and staying keeps everything.
  await page.getByRole('link', { name: 'Back to posts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await expect(contentBox(page)).toHaveText('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coach:post-draft:new'))).toBeNull();
  // Nothing unsaved now: leaving does not ask.
  await page.getByRole('link', { name: 'Back to posts' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // Leaving with changes, confirmed: the changes stay in the browser for next time.
  await gotoHydrated(page, '/admin/blogs/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} again`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coach:post-draft:new'))).toContain('again');
  await page.getByRole('link', { name: 'Back to posts' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} again`);
  await page.getByRole('button', { name: 'Discard changes' }).click();
});

test('the XSS corpus pasted into the editor and the HTML view runs nothing in the editor, the preview or the post', async ({
  page,
  allowProblem,
}) => {
  allowProblem(INERT_PARSE_REPORT);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const corpus = XSS_PAYLOADS.join('<p>between</p>');
  const title = `E2E Hostile Paste ${Date.now()}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  await fillBasics(page, title);
  await pasteHtml(page, `<p>Pasted start</p>${corpus}<p>Pasted end</p>`);
  // An unclosed <noscript> in the corpus swallows what follows it, so the end of the paste is not looked for.
  await expect(contentBox(page)).toContainText('Pasted start');

  const toolbar = toolbarOf(page);
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  const source = page.getByRole('textbox', { name: 'HTML source' });
  await source.fill(`${await source.inputValue()}<p>Typed start</p>${corpus}<p>Typed end</p>`);
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(contentBox(page)).toContainText('Typed start');
  // Images the corpus left without an address still need a description to be published.
  for (const field of await page.getByRole('textbox', { name: 'Image description (alt text)' }).all()) {
    await field.fill('Hostile sample');
  }
  await page.getByRole('textbox', { name: 'Read Time', exact: true }).fill('1 min read');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.frameLocator('iframe[title="Article content preview"]').getByText('Typed start')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  // The list shows the editor's notice once, then takes it out of the URL (a reload must not repeat it).
  await expect(page.getByText('Blog published successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs(\?saved=published)?$/);
  await page.getByLabel('Search posts').fill(title);
  const path = await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: `View ${title}` })
    .getAttribute('href');
  await gotoHydrated(page, path ?? '/');
  await expect(page.locator('.post-content')).toContainText('Typed start');
  await expect(page.locator('.post-content script, .post-content [onerror], .post-content [style]')).toHaveCount(0);
  await expect(page.locator('.post-content a[href^="javascript" i]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the editor at phone width, with an image and a video, has no accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fromYouTube: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) fromYouTube.push(request.url());
  });
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  await pasteHtml(page, '<h2>Seen on a phone</h2><p>Text</p>');
  await contentBox(page).evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'https://youtu.be/abcdefghijk');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('textbox', { name: 'Video title' })).toHaveValue('YouTube video');
  await toolbarOf(page).getByRole('button', { name: 'HTML' }).click();
  await expect(page.getByRole('textbox', { name: 'HTML source' })).toHaveValue(
    /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk" title="YouTube video"/,
  );
  await toolbarOf(page).getByRole('button', { name: 'HTML' }).click();
  const chooser = page.waitForEvent('filechooser');
  await toolbarOf(page).getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles({ name: 'phone.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('textbox', { name: 'Image description (alt text)' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  // The video stays a poster through the HTML view and back: the editor never opens the player.
  await expect(page.getByRole('textbox', { name: 'Video title' })).toBeVisible();
  expect(fromYouTube).toEqual([]);
});

test('images dropped or pasted into the editor are uploaded and inserted; other files are refused', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  await contentBox(page).click();
  await page.keyboard.type('Pictures below');
  const images = contentBox(page).locator('img');
  const send = (event: 'drop' | 'paste', name: string) =>
    contentBox(page).evaluate(
      (element, [kind, fileName, bytes]) => {
        const transfer = new DataTransfer();
        const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
        transfer.items.add(new File([data], fileName, { type: 'image/png' }));
        const box = element.getBoundingClientRect();
        const options = { bubbles: true, cancelable: true };
        element.dispatchEvent(
          kind === 'drop'
            ? new DragEvent('drop', {
                ...options,
                dataTransfer: transfer,
                clientX: box.left + 20,
                clientY: box.top + 10,
              })
            : new ClipboardEvent('paste', { ...options, clipboardData: transfer }),
        );
      },
      [event, name, PNG.toString('base64')] as const,
    );
  await send('drop', 'dropped.png');
  await expect(images).toHaveCount(1);
  await send('paste', 'pasted.png');
  await expect(images).toHaveCount(2);
  await expect(images.nth(1)).toHaveAttribute('src', /^\/uploads\/blog\/content-[0-9a-f]+-medium\.webp$/);
  await expect(contentBox(page)).toContainText('Pictures below');

  const chooser = page.waitForEvent('filechooser');
  await toolbarOf(page).getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt: Please select an image file' })).toBeVisible();
  await expect(images).toHaveCount(2);
});
