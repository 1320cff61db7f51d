// The public configuration travels in the page as inert JSON (not a script), read once before hydration.
import type { PublicConfig } from '@coach/shared';

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

export function readPublicConfig(): PublicConfig {
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no public configuration');
  return JSON.parse(element.textContent) as PublicConfig;
}
