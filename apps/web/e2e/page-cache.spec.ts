// Cached pages in a real browser: the router's inline scripts run (allowed by their hashes) and an injected inline
// script does not; a page served from the cache hydrates and works like a fresh one.
import { expect, gotoHydrated, test } from './fixtures';

test('allowed inline scripts run and any other inline script is refused by the content-security policy', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/Refused to execute inline script|Content Security Policy/);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(d: string): void }).reportViolation(event.effectiveDirective);
    });
  });
  // The first visit fills the cache, the second is served from it; both hydrate without a violation.
  for (let visit = 0; visit < 2; visit++) {
    await gotoHydrated(page, '/recipes');
    expect(violations).toEqual([]);
  }
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.body.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations).toEqual(['script-src-elem']);
  // The page is still interactive: client-side navigation works.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
