// The public configuration travels in the page as inert JSON (not a script), read once before hydration.
import type { PublicConfig } from '@coach/shared';

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** JSON that is safe inside an HTML element: no "<" can close the surrounding tag. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPublicConfig(): PublicConfig {
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no public configuration');
  return JSON.parse(element.textContent) as PublicConfig;
}
