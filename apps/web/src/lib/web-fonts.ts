// The web fonts, Playfair Display for headings and Inter for text, never stand between a phone and its first screen.
// The stylesheet names them first in its stacks but declares no face for them, so the first page paints in the
// fallbacks shaped like them (styles.css). This inline script of the head adds Playfair Display's faces before the body
// is parsed: the browser fetches the face when a heading first needs it (font-display swap, as a stylesheet's
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

const WEB_FONTS_IN_CACHE_KEY = 'site.web-fonts';

// Fontsource's subsets: a face is fetched only for text in its range.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

type Face = [family: string, url: string, weight: string, unicodeRange: string];
const DISPLAY_FACES: Face[] = [
  ['Playfair Display', playfairLatin, '700', LATIN],
  ['Playfair Display', playfairLatinExt, '700', LATIN_EXT],
];
const TEXT_FACES: Face[] = [
  ['Inter Variable', interLatin, '100 900', LATIN],
  ['Inter Variable', interLatinExt, '100 900', LATIN_EXT],
];

const key = JSON.stringify(WEB_FONTS_IN_CACHE_KEY);
/** An inline script of the page's head (allowed by its hash); `self.__addTextFont` adds Inter at a navigation. */
export const WEB_FONTS_SCRIPT = `(function(){var fonts=document.fonts;if(!fonts||typeof FontFace!=="function")return;function faces(list){return list.map(function(f){return new FontFace(f[0],"url("+f[1]+") format(\\"woff2\\")",{weight:f[2],unicodeRange:f[3],display:"swap"})})}function add(list){list.forEach(function(face){fonts.add(face)})}var display=faces(${JSON.stringify(DISPLAY_FACES)}),text=faces(${JSON.stringify(TEXT_FACES)}),textAdded=false;self.__addTextFont=function(){if(!textAdded){textAdded=true;add(text)}};add(display);try{if(sessionStorage.getItem(${key})){self.__addTextFont();return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){text[0].load().then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})})})();`;
