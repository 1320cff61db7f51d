// The web fonts, Playfair Display for headings and Inter for text, never stand between a phone and its first screen.
// The first page paints in fallback fonts shaped like them (styles.css). After that paint both are fetched; the
// headings switch to Playfair Display as soon as it arrives (the brand's face, on few elements, so the page re-lays
// out little), and the text switches to Inter at the next page, which renders anew anyway: switching every line of a
// page a visitor is reading is a long task on a slow phone for a face close to its fallback. Pages loaded later in
// the same tab use both from their first paint, from the browser's cache.
import { AFTER_FIRST_PAINT } from '@coach/shared';

const WEB_FONTS_IN_CACHE_KEY = 'nutriwell.web-fonts';
const DISPLAY_FACE = '700 1em "Playfair Display"';
const TEXT_FACE = '1em "Inter Variable"';

/**
 * An inline script of the page's head (allowed by its hash). `html[data-fonts]` puts Playfair Display in the display
 * stack, `html[data-fonts=all]` Inter in the text stack too.
 */
const key = JSON.stringify(WEB_FONTS_IN_CACHE_KEY);
export const WEB_FONTS_SCRIPT = `(function(){var root=document.documentElement;try{if(sessionStorage.getItem(${key})){root.dataset.fonts="all";return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){try{document.fonts.load(${JSON.stringify(DISPLAY_FACE)}).then(function(){if(!root.dataset.fonts)root.dataset.fonts="display"},function(){});document.fonts.load(${JSON.stringify(TEXT_FACE)}).then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})}catch(e){}})})();`;

/** At a navigation: the text face too, once it is here (the new page renders in it). */
export function switchToAllWebFonts(): void {
  if (document.fonts?.check(TEXT_FACE) && document.fonts.check(DISPLAY_FACE))
    document.documentElement.dataset.fonts = 'all';
}
