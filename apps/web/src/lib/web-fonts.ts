// The web fonts (Inter for text, Playfair Display for headings) are fetched after the first screen is painted, in its
// fallback fonts shaped like them (styles.css), and switched in together once both have arrived: on a slow phone
// they would otherwise share its bandwidth with the page's styles and first picture. Later pages in the same tab use
// them from the first paint, from the browser's cache.
import { AFTER_FIRST_PAINT } from '@coach/shared';

const WEB_FONTS_IN_CACHE_KEY = 'nutriwell.web-fonts';

/** The faces of the first screen, as `document.fonts.load` names them (the Latin ones, by their unicode range). */
const FIRST_SCREEN_FACES = ['1em "Inter Variable"', '700 1em "Playfair Display"'];

/** An inline script of the page's head (allowed by its hash); `html[data-fonts=web]` switches the fonts on. */
const key = JSON.stringify(WEB_FONTS_IN_CACHE_KEY);
export const WEB_FONTS_SCRIPT = `(function(){var root=document.documentElement;function use(){root.dataset.fonts="web"}try{if(sessionStorage.getItem(${key})){use();return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){try{Promise.all(${JSON.stringify(FIRST_SCREEN_FACES)}.map(function(face){return document.fonts.load(face)})).then(function(){use();try{sessionStorage.setItem(${key},"1")}catch(e){}},use)}catch(e){use()}})})();`;
