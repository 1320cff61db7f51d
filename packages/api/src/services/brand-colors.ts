// The owner's brand and accent colours: each becomes a palette of eleven shades (50-950) derived in OKLCH, so every
// shade keeps the colour's hue and the steps look even; the site reads them as CSS variables written into the page
// head. A colour is refused when the site's text and buttons in it would miss WCAG AA contrast (4.5:1), with the
// nearest shade that passes.
import { SITE } from '@coach/shared';
import { clampChroma, converter, formatHex, type Oklch, wcagContrast } from 'culori';

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
type Shade = (typeof SHADES)[number];
export type Palette = Record<Shade, string>;

/** What a fresh install shows: the colours the stylesheet is written in (no variables are sent for them). */
const DEFAULT_BRAND_COLOR = SITE.brandColor;
const DEFAULT_ACCENT_COLOR = SITE.accentColor;

const toOklch = converter('oklch');
const WHITE = '#ffffff';
/** The stylesheet's darkest text (slate-900), the text of accent buttons. */
const INK = '#0f172a';
const AA = 4.5;

/**
 * Lightness and chroma of each shade against the chosen colour, which is `anchor` (600 for the brand, whose buttons
 * carry white text; 500 for the accent, whose buttons carry dark text). Lighter shades move towards white with less
 * colour, darker ones towards black.
 */
const LIGHT_TARGETS: Partial<Record<Shade, [number, number]>> = {
  50: [0.975, 0.12],
  100: [0.945, 0.25],
  200: [0.9, 0.45],
  300: [0.83, 0.65],
  400: [0.75, 0.85],
};
const DARK_FACTORS: Partial<Record<Shade, [number, number]>> = {
  700: [0.86, 0.95],
  800: [0.74, 0.85],
  900: [0.6, 0.7],
  950: [0.45, 0.55],
};

function shadeOf(base: Oklch, shade: Shade, anchor: 500 | 600): string {
  const hue = base.h ?? 0;
  const color = (l: number, c: number): string =>
    formatHex(clampChroma({ mode: 'oklch', l: Math.min(Math.max(l, 0), 1), c: Math.max(c, 0), h: hue }, 'oklch'));
  if (shade === anchor) return formatHex(base);
  const light = LIGHT_TARGETS[shade];
  // A light target darker than the colour itself (a very light colour) sits halfway between the colour and white.
  if (light) return color(Math.max(light[0], base.l + (1 - base.l) * (1 - shade / 500) * 0.9), base.c * light[1]);
  if (shade === 500) return color(base.l + (0.75 - base.l) * 0.45, base.c * 0.95);
  if (shade === 600) return color(base.l * 0.9, base.c);
  const [lightness, chroma] = DARK_FACTORS[shade] as [number, number];
  return color(base.l * (anchor === 500 ? lightness * 0.9 : lightness), base.c * chroma);
}

export function paletteOf(hex: string, anchor: 500 | 600): Palette {
  const base = toOklch(hex) as Oklch;
  return Object.fromEntries(SHADES.map((shade) => [shade, shadeOf(base, shade, anchor)])) as Palette;
}

/** The pairs the stylesheet draws with each colour, and their contrast. */
function brandPairs(hex: string): Array<[string, number]> {
  const p = paletteOf(hex, 600);
  return [
    ['white text on brand buttons', wcagContrast(WHITE, p[600])],
    ['brand links on white', wcagContrast(p[700], WHITE)],
    ['brand labels on their light background', wcagContrast(p[700], p[50])],
  ];
}
function accentPairs(hex: string): Array<[string, number]> {
  const p = paletteOf(hex, 500);
  return [
    ['dark text on accent buttons', wcagContrast(INK, p[500])],
    ['dark text on accent buttons when pointed at', wcagContrast(INK, p[400])],
  ];
}

const passes = (pairs: Array<[string, number]>) => pairs.every(([, ratio]) => ratio >= AA);

/** The colour with its lightness moved in steps (darker or lighter) until every pair passes; null if none does. */
function nearestPassing(hex: string, pairs: (hex: string) => Array<[string, number]>, step: number): string | null {
  const base = toOklch(hex) as Oklch;
  // Rounding can put white a hair above 1 and black below 0.
  for (let l = Math.min(Math.max(base.l, 0), 1); l >= 0 && l <= 1; l += step) {
    const candidate = formatHex(clampChroma({ ...base, l }, 'oklch'));
    if (passes(pairs(candidate))) return candidate;
  }
  return null;
}

const describe = (field: string, hex: string, pairs: Array<[string, number]>, suggestion: string | null) => {
  const [what, ratio] = pairs.find(([, r]) => r < AA) as [string, number];
  return `${field}: ${hex} gives ${what} a contrast of ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1 (at least 4.5:1 is needed)${
    suggestion ? `. The nearest shade that passes is ${suggestion}` : ''
  }`;
};

/** Why the colours cannot be used ("brand_color: #a3e635 gives white text on brand buttons..."), or null. */
export function brandColorProblem(colors: { brand_color: string; accent_color: string }): string | null {
  const brand = brandPairs(colors.brand_color);
  if (!passes(brand)) {
    // White text needs a darker brand colour.
    return describe('brand_color', colors.brand_color, brand, nearestPassing(colors.brand_color, brandPairs, -0.01));
  }
  const accent = accentPairs(colors.accent_color);
  if (!passes(accent)) {
    // Dark text needs a lighter accent colour.
    return describe(
      'accent_color',
      colors.accent_color,
      accent,
      nearestPassing(colors.accent_color, accentPairs, 0.01),
    );
  }
  return null;
}

/**
 * The page head's CSS for the owner's colours: the brand and accent palettes as the stylesheet's variables. Empty for
 * the default colours, which the stylesheet already holds (a fresh install sends no byte more).
 */
/** The last colours' CSS: every page render asks for it, and the colours change only when Settings are saved. */
let lastCss: { key: string; css: string } | null = null;

export function brandCss(colors: { brand_color: string; accent_color: string }): string {
  const key = `${colors.brand_color}${colors.accent_color}`;
  if (lastCss?.key === key) return lastCss.css;
  const css = paletteCss(colors);
  lastCss = { key, css };
  return css;
}

function paletteCss(colors: { brand_color: string; accent_color: string }): string {
  const rules: string[] = [];
  if (colors.brand_color.toLowerCase() !== DEFAULT_BRAND_COLOR) {
    const p = paletteOf(colors.brand_color, 600);
    rules.push(...SHADES.map((shade) => `--color-brand-${shade}:${p[shade]}`));
  }
  if (colors.accent_color.toLowerCase() !== DEFAULT_ACCENT_COLOR) {
    const p = paletteOf(colors.accent_color, 500);
    rules.push(...SHADES.map((shade) => `--color-accent-${shade}:${p[shade]}`));
  }
  return rules.length ? `:root{${rules.join(';')}}` : '';
}
