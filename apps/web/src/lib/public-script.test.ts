// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivedAt } from './arrival';
import { publicScriptLoader } from './public-script';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__arrivedAt;
});

describe('the public script’s loader', () => {
  it('notes the arrival where the script reads it, then imports the script after the first paint', () => {
    const loader = publicScriptLoader('/assets/main-1.js', ['/assets/a-1.js', '/assets/b-2.js']);
    const imported: string[] = [];
    const run = vi.fn();
    vi.stubGlobal('requestAnimationFrame', (then: () => void) => then());
    // Stands for AFTER_FIRST_PAINT's wait: the test runs what it would run once the page is painted.
    const withoutWait = loader.replace(
      /\(function\(run\)\{.*?\}\)\(function\(\)\{/,
      '(function(run){run()})(function(){',
    );
    new Function('self', 'import_', withoutWait.replace('import(', 'import_('))(window, (src: string) => {
      imported.push(src);
      run();
    });
    expect(arrivedAt(window)).toBeLessThanOrEqual(Date.now());
    expect(arrivedAt(window)).toBeGreaterThan(Date.now() - 1000);
    expect((window as unknown as Record<string, unknown>).__arrivedAt).toBe(arrivedAt(window));
    expect(imported).toEqual(['/assets/main-1.js']);
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
  });

  it('waits for the first paint and the page’s load, and lists nothing to preload when there is nothing', () => {
    const loader = publicScriptLoader('/src/enhance/main.ts', []);
    expect(loader).toContain('first-contentful-paint');
    expect(loader).toContain('addEventListener("load"');
    expect(loader).not.toContain('modulepreload');
    expect(loader.endsWith('import("/src/enhance/main.ts")});')).toBe(true);
  });
});
