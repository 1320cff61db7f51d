// The web fonts, Playfair Display for headings and Inter for text, never stand between a phone and its first screen.
// The stylesheet names them first in its stacks but declares no face for them, so the first page paints in the
// fallbacks shaped like them (styles.css). This inline script of the head adds Playfair Display's faces before the body
// is parsed (its latin characters in two files, lib/font-ranges.ts): the browser fetches a face when a heading first needs it (font-display swap, as a stylesheet's
// @font-face would), and only the headings are laid out again when it arrives. (Adding it after the first paint, as
// before, made the browser lay out the whole page again: a 75-95 ms task at 4x on a phone, decision 180.) Inter is
// fetched after the first paint and added at the next page, which renders anew anyway: switching every line of the page
// being read is a long task on a slow phone, for a face its fallback resembles closely. Pages loaded later in the same
// tab add both at once, from the browser's cache.
import { AFTER_FIRST_PAINT } from '@coach/shared';
import playfairLatin from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import playfairLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairCore from '../../generated/fonts/playfair-display-core-700-normal.woff2?url';
import { CORE_TEXT, LATIN, LATIN_EXT, rangeWithout, unicodeRangeOf } from './font-ranges';

const WEB_FONTS_IN_CACHE_KEY = 'site.web-fonts';

type Face = [family: string, url: string, weight: string, unicodeRange: string];
const DISPLAY_FACES: Face[] = [
  // The characters nearly every heading is written in: a file that arrives in the connection's first round trip.
  ['Playfair Display', playfairCore, '700', unicodeRangeOf(CORE_TEXT)],
  ['Playfair Display', playfairLatin, '700', rangeWithout(LATIN, CORE_TEXT)],
  ['Playfair Display', playfairLatinExt, '700', LATIN_EXT],
];
const TEXT_FACES: Face[] = [
  ['Inter Variable', interLatin, '100 900', LATIN],
  ['Inter Variable', interLatinExt, '100 900', LATIN_EXT],
];

const key = JSON.stringify(WEB_FONTS_IN_CACHE_KEY);
/** An inline script of the page's head (allowed by its hash); `self.__addTextFont` adds Inter at a navigation. */
export const WEB_FONTS_SCRIPT = `(function(){var fonts=document.fonts;if(!fonts||typeof FontFace!=="function")return;function faces(list){return list.map(function(f){return new FontFace(f[0],"url("+f[1]+") format(\\"woff2\\")",{weight:f[2],unicodeRange:f[3],display:"swap"})})}function add(list){list.forEach(function(face){fonts.add(face)})}var display=faces(${JSON.stringify(DISPLAY_FACES)}),text=faces(${JSON.stringify(TEXT_FACES)}),textAdded=false;self.__addTextFont=function(){if(!textAdded){textAdded=true;add(text)}};add(display);try{if(sessionStorage.getItem(${key})){self.__addTextFont();return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){text[0].load().then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})})})();`;
