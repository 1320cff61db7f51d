import { clampChroma, converter, formatHex, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandColorProblem, brandCss, paletteOf, SHADES } from './brand-colors';

const lightness = (hex: string) => (converter('oklch')(hex) as { l: number }).l;
const DEFAULTS = { brand_color: '#047857', accent_color: '#f59e0b' };

describe('brand palettes', () => {
  it('keep the chosen colour as its shade and step from light to dark in OKLCH', () => {
    for (const [hex, anchor] of [
      ['#7c3aed', 600],
      ['#2563eb', 600],
      ['#f59e0b', 500],
      ['#e11d48', 500],
    ] as const) {
      const palette = paletteOf(hex, anchor);
      expect(palette[anchor]).toBe(hex);
      expect(Object.keys(palette).map(Number)).toEqual([...SHADES]);
      const ladder = SHADES.map((shade) => lightness(palette[shade]));
      for (let i = 1; i < ladder.length; i++) expect(ladder[i], `${hex} ${SHADES[i]}`).toBeLessThan(ladder[i - 1]!);
      for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('are sent only for colours other than the stylesheet’s own', () => {
    expect(brandCss(DEFAULTS)).toBe('');
    const css = brandCss({ ...DEFAULTS, brand_color: '#7c3aed' });
    expect(css).toMatch(
      /^:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-600:#7c3aed;.*--color-brand-950:#[0-9a-f]{6}\}$/,
    );
    expect(css).not.toContain('accent');
    expect(brandCss({ ...DEFAULTS, accent_color: '#fde047' })).toMatch(
      /^:root\{--color-accent-50:.*--color-accent-500:#fde047;/,
    );
  });
});

describe('colour contrast', () => {
  it('accepts colours whose buttons, links and labels reach 4.5:1', () => {
    expect(brandColorProblem(DEFAULTS)).toBeNull();
    expect(brandColorProblem({ brand_color: '#7c3aed', accent_color: '#fde047' })).toBeNull();
    expect(brandColorProblem({ brand_color: '#000000', accent_color: '#ffffff' })).toBeNull();
  });

  it('refuses a brand colour too light for white text, naming the pair, and suggests the nearest that passes', () => {
    const problem = brandColorProblem({ ...DEFAULTS, brand_color: '#a3e635' });
    expect(problem).toMatch(
      /^brand_color: #a3e635 gives white text on brand buttons a contrast of 1\.[0-9]:1 \(at least 4\.5:1 is needed\)\. The nearest shade that passes is (#[0-9a-f]{6})$/,
    );
    const suggestion = /(#[0-9a-f]{6})$/.exec(problem as string)![1]!;
    expect(brandColorProblem({ ...DEFAULTS, brand_color: suggestion })).toBeNull();
    expect(wcagContrast('#ffffff', suggestion)).toBeGreaterThanOrEqual(4.5);
    // The nearest: a step lighter (the search's previous try) fails again.
    const oklch = converter('oklch')(suggestion) as { mode: 'oklch'; l: number; c: number; h?: number };
    const lighter = formatHex(clampChroma({ ...oklch, l: oklch.l + 0.01 }, 'oklch'));
    expect(brandColorProblem({ ...DEFAULTS, brand_color: lighter })).not.toBeNull();
  });

  it('rounds a ratio just under the bar down, so the message never says 4.5 for a refusal', () => {
    expect(brandColorProblem({ ...DEFAULTS, brand_color: '#777777' })).toContain('a contrast of 4.4:1');
    expect(brandColorProblem({ ...DEFAULTS, brand_color: '#ffffff' })).toMatch(
      /The nearest shade that passes is #[0-9a-f]{6}$/,
    );
  });

  it('refuses an accent too dark for dark text, suggesting a lighter one', () => {
    const problem = brandColorProblem({ ...DEFAULTS, accent_color: '#1e3a8a' });
    expect(problem).toMatch(/^accent_color: #1e3a8a gives dark text on accent buttons a contrast of /);
    const suggestion = /(#[0-9a-f]{6})$/.exec(problem as string)![1]!;
    expect(brandColorProblem({ ...DEFAULTS, accent_color: suggestion })).toBeNull();
    expect(lightness(suggestion)).toBeGreaterThan(lightness('#1e3a8a'));
  });
});
