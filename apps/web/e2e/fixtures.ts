// Every browser test fails on a console error or a failed request, unless the test allows it by pattern.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

function watchProblems(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Requests cut short by a navigation are not failures of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

export const test = base.extend<{ allowProblem: (pattern: RegExp) => void; showConsultationPopup: boolean }>({
  /** The popup would cover pages in unrelated tests; its own tests turn this on. */
  showConsultationPopup: [false, { option: true }],
  page: async ({ page, showConsultationPopup }, use) => {
    if (!showConsultationPopup) {
      await page.addInitScript(() => {
        // Runs in every frame; embedded players may forbid storage.
        try {
          if (window.top === window) localStorage.setItem('consultation_popup_dismissed_at', String(Date.now()));
        } catch {}
      });
    }
    await use(page);
  },
  allowProblem: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchProblems(page, problems);
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = problems.filter((p) => !allowed.some((a) => a.test(p)));
      expect(unexpected, 'console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the server-rendered page (the root sets data-hydrated). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/**
 * Signs in as the test administrator (or another one) over the API and stores the session where the admin app looks
 * for it, as the login page would; returns the bearer token. A page not yet on the site is first sent to the sign-in
 * page.
 */
export async function signInAsAdmin(
  page: Page,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await page.request.post('/api/admin/login', { data: credentials });
  expect(response.ok()).toBe(true);
  const { access_token, admin } = (await response.json()) as { access_token: string; admin: unknown };
  if (!page.url().startsWith('http')) await page.goto('/admin/login');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_user', user);
    },
    [access_token, JSON.stringify(admin)] as const,
  );
  return access_token;
}

/** The header a public API call needs, got as the site gets it: the page's API key exchanged for an encrypted token. */
export async function publicApiHeaders(request: APIRequestContext): Promise<{ 'x-encrypted-token': string }> {
  const home = await (await request.get('/')).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(home)?.[1] ?? '';
  const answer = await request.post('/api/auth/token', { headers: { 'x-api-key': apiKey } });
  return { 'x-encrypted-token': ((await answer.json()) as { encrypted_token: string }).encrypted_token };
}

export { expect };
