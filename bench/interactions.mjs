// A visitor's first interactions on a phone-speed processor: Chromium slowed down four times (CDP
// Emulation.setCPUThrottlingRate) at a phone's size, the page left alone until load + 2 s (the end of the "before any
// input" window of bench/page-javascript.mjs), then a visitor's steps: on /contact the consultation form (tap Full
// Name, type a name, e-mail and phone at 50 ms a key, tap Book Free Consultation); on / the mobile menu; on / the
// Talk to Expert dialog. The page's own Event Timing API (PerformanceObserver 'event' with durationThreshold 16, and
// 'first-input') reports each event's duration, from the input to the next paint after its handlers: the figure is the
// longest interaction (the longest entry of any interactionId, or the first input): INP's figure for a page with
// fewer than 50 interactions.
// Used by bench/lighthouse.mjs.
import { AFTER_LOAD_MS, PHONE_VIEWPORT } from './page-javascript.mjs';

export const CPU_SLOWDOWN = 4;
export const INTERACTION_TARGET_MS = 200;
const KEY_DELAY_MS = 50;
/** How long an opened dialog or a sent form may take to show, and the wait for the last entries after it. */
const OUTCOME_TIMEOUT_MS = 15_000;
const SETTLE_MS = 1000;

/** Runs in the page before its own scripts: every event entry of 16 ms or more, and the first input. */
function observeEventTiming() {
  const entries = [];
  window.__benchEventTiming = entries;
  // The control an event reached (an icon's path names its button), as `button "Talk to Expert"`.
  const describe = (target) => {
    const node = target?.nodeType === 1 ? (target.closest('a, button, input, select, textarea') ?? target) : null;
    if (!node) return '';
    const field = ['input', 'select', 'textarea'].includes(node.localName);
    const control = field || ['a', 'button'].includes(node.localName);
    const name = node.getAttribute('aria-label') ?? (field ? node.name : control ? node.textContent : node.id);
    return `${node.localName}${name ? ` "${name.trim().slice(0, 30)}"` : ''}`;
  };
  const keep = (list) => {
    for (const e of list.getEntries()) {
      entries.push({
        entryType: e.entryType,
        name: e.name,
        duration: e.duration,
        interactionId: e.interactionId ?? 0,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        target: describe(e.target),
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  // The consultation popup would cover the page after 5 s: a visitor who dismissed it earlier (as the browser tests).
  try {
    if (window.top === window) localStorage.setItem('consultation_popup_dismissed_at', String(Date.now()));
  } catch {}
}

/** The three visitors' steps: each resolves with what the page showed at the end ('' when all went as expected). */
export const SCENARIOS = [
  {
    name: 'consultation form',
    path: '/contact',
    steps: 'tap Full Name, type name, e-mail, phone, tap Book Free Consultation',
    async act(page, run) {
      const form = page.getByRole('form', { name: 'Book a free consultation' });
      const name = form.getByLabel('Full Name');
      await name.tap();
      await name.pressSequentially('Priya Sharma', { delay: KEY_DELAY_MS });
      const email = form.getByLabel('Email');
      await email.tap();
      await email.pressSequentially(`priya.${run}@example.com`, { delay: KEY_DELAY_MS });
      const phone = form.getByLabel('Phone');
      await phone.tap();
      await phone.pressSequentially('9876543210', { delay: KEY_DELAY_MS });
      await form.getByRole('button', { name: 'Book Free Consultation' }).tap();
      // The form answers with a confirmation (a status) or a message (an alert), in place of or above the form.
      const answer = page.getByRole('status').or(form.getByRole('alert')).first();
      await answer.waitFor({ timeout: OUTCOME_TIMEOUT_MS }).catch(() => {});
      return (await answer.isVisible()) ? '' : 'no answer shown after the press';
    },
  },
  {
    name: 'mobile menu',
    path: '/',
    steps: 'tap the menu button',
    async act(page) {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      return dialogShown(page, 'Menu');
    },
  },
  {
    name: 'Talk to Expert',
    path: '/',
    steps: 'tap Talk to Expert',
    async act(page) {
      await page.getByRole('button', { name: 'Talk to Expert' }).tap();
      return dialogShown(page, 'Talk to an Expert');
    },
  },
];

async function dialogShown(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ timeout: OUTCOME_TIMEOUT_MS }).catch(() => {});
  return (await dialog.isVisible()) ? '' : `no dialog "${name}" within ${OUTCOME_TIMEOUT_MS / 1000} s`;
}

/**
 * One run of one scenario in a fresh context of `browser` (Playwright): the longest interaction (ms, its event and
 * target), how many interactions the page reported at 16 ms or more, and what went wrong, if anything.
 */
export async function measureInteraction(browser, base, scenario, run) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(observeEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const problem = await scenario.act(page, run).catch((error) => error.message.split('\n')[0]);
    await page.waitForTimeout(SETTLE_MS);
    const entries = await page.evaluate(() => window.__benchEventTiming);
    const interactions = entries.filter((e) => e.entryType === 'first-input' || e.interactionId > 0);
    const longest = interactions.reduce((max, e) => (e.duration > (max?.duration ?? -1) ? e : max), null);
    return {
      // Entries under 16 ms are not reported: no entry means every interaction took less.
      ms: longest?.duration ?? 0,
      longest,
      count: new Set(interactions.filter((e) => e.interactionId > 0).map((e) => e.interactionId)).size,
      problem,
    };
  } finally {
    await context.close();
  }
}
