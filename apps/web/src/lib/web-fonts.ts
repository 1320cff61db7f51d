// The web fonts, Playfair Display for headings and Inter for text, never stand between a phone and its first screen.
// The stylesheet's stacks start with fallbacks shaped like them (styles.css), so the first page paints without them.
// This inline script of the head adds Playfair Display's faces before the body is parsed (its latin characters in
// two files, lib/font-ranges.ts), and once the first screen is painted it fetches the core file and, when it has come,
// marks `<html data-display-font>`: styles.css then puts the face first for the headings alone, and only they are
// laid out again, once. (Adding the faces after the first paint made the browser lay out the whole page again, a
// 75-95 ms task at 4x on a phone, decision 180; a face a heading used from the start was fetched inside the first
// layout, and the largest paint waited for it, decision 182.) Inter is fetched after the first paint and added at the
// next page, which renders anew anyway: switching every line of the page being read is a long task on a slow phone,
// for a face its fallback resembles closely. Pages loaded later in the same tab use both from the start, from the
// browser's cache.
import { AFTER_FIRST_PAINT } from '@coach/shared';
import playfairLatin from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import playfairLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairCore from '../../generated/fonts/playfair-display-core-700-normal.woff2?url';
import { CORE_TEXT, LATIN, LATIN_EXT, rangeWithout, unicodeRangeOf } from './font-ranges';

const WEB_FONTS_IN_CACHE_KEY = 'site.web-fonts';
/** Set on `<html>` when headings may use the display face (styles.css puts it first in `--font-display` then). */
const DISPLAY_FONT_ATTRIBUTE = 'data-display-font';

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
export const WEB_FONTS_SCRIPT = `(function(){var fonts=document.fonts;if(!fonts||typeof FontFace!=="function")return;function faces(list){return list.map(function(f){return new FontFace(f[0],"url("+f[1]+") format(\\"woff2\\")",{weight:f[2],unicodeRange:f[3],display:"swap"})})}function add(list){list.forEach(function(face){fonts.add(face)})}var display=faces(${JSON.stringify(DISPLAY_FACES)}),text=faces(${JSON.stringify(TEXT_FACES)}),textAdded=false;function showDisplay(){document.documentElement.setAttribute(${JSON.stringify(DISPLAY_FONT_ATTRIBUTE)},"")}self.__addTextFont=function(){if(!textAdded){textAdded=true;add(text)}};add(display);try{if(sessionStorage.getItem(${key})){showDisplay();self.__addTextFont();return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){display[0].load().then(showDisplay,function(){});text[0].load().then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})})})();`;
