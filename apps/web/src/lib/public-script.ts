// How a public page starts its one script (enhance/main.ts, docs/decisions/178): by an inline loader, once the page
// has loaded and its first screen is painted, so that on a slow phone the script and what it imports never compete
// with the page's text, stylesheet and pictures for the connection, nor with its first paint for the processor
// (docs/decisions/181). Its imports are fetched beside it, not one after the other. Until it runs the page is
// complete HTML: links, forms and the menu work as they do without script.
import { AFTER_FIRST_PAINT } from '@coach/shared';

/** Where the loader notes the time of arrival for the script (lib/arrival.ts reads it; a test holds them together).
 * Not imported from there: a module both the portal and the public script import becomes a chunk of its own. */
const ARRIVED_AT = '__arrivedAt';

/** The loader's source: allowed by its hash like every inline script of a page. */
export function publicScriptLoader(src: string, imports: readonly string[]): string {
  const preload = imports.length
    ? `${JSON.stringify(imports)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});`
    : '';
  return `self.${ARRIVED_AT}=Date.now();(${AFTER_FIRST_PAINT})(function(){${preload}import(${JSON.stringify(src)})});`;
}
