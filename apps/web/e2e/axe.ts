// The accessibility bar every page must clear: no serious or critical WCAG 2.1 A/AA violation that axe can find.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe run in the page itself ("legacy mode"). The default runs each frame apart and joins the results in a new blank
 * page, which cost about 2 s of every scan here (3 s against 1 s). Only the default covers frames from another origin,
 * and the site shows one only once a visitor starts a video. Both modes report the same findings, in same-origin
 * frames too.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe's serious and critical findings on the page as it is now, as "rule: selectors" lines (empty when clean). */
export async function blockingAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every axe finding, of any impact, against WCAG 2.1 A/AA and axe's best practices (the public pages' bar). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
