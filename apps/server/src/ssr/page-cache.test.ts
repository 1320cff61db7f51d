import { describe, expect, it } from 'vitest';
import { createPageCache, preparePage } from './page-cache';
import { createRenderLimit, ServerBusyError } from './render-limit';

const page = (html: string, areas: string[], expiresAt: number | null = null) =>
  preparePage({
    status: 200,
    contentType: 'text/html',
    location: null,
    html,
    scriptHashes: [],
    areas: new Set(areas),
    expiresAt,
  });

describe('the page cache', () => {
  it('drops exactly the pages that read a changed area', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set('/recipes', page('recipes', ['settings', 'recipe']), cache.mark());
    cache.set('/blog', page('blog', ['settings', 'blog']), cache.mark());
    cache.set('/', page('home', ['settings', 'recipe', 'transformation']), cache.mark());
    cache.invalidate(['recipe']);
    expect(cache.get('/recipes')).toBeNull();
    expect(cache.get('/')).toBeNull();
    expect(cache.get('/blog')?.body.toString()).toBe('blog');
    cache.invalidate(['settings']);
    expect(cache.stats()).toEqual({ pages: 0, bytes: 0 });
  });

  it('does not keep a page whose render began before a change to an area it read', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const before = cache.mark();
    cache.invalidate(['testimonial']);
    // Rendered from data read before the write: it would show what was just deleted until the next write.
    cache.set('/transformations', page('old', ['settings', 'testimonial']), before);
    expect(cache.get('/transformations')).toBeNull();
    // A page of other areas rendered meanwhile is still true.
    cache.set('/recipes', page('recipes', ['settings', 'recipe']), before);
    expect(cache.get('/recipes')?.body.toString()).toBe('recipes');
    cache.set('/transformations', page('new', ['settings', 'testimonial']), cache.mark());
    expect(cache.get('/transformations')?.body.toString()).toBe('new');
  });

  it('forgets a page when its time comes, and the least recently used first when full', () => {
    let now = 1000;
    const cache = createPageCache({ maxBytes: 3 * page('x'.repeat(2000), []).body.length + 2000, now: () => now });
    cache.set('/scheduled', page('s', ['blog'], 1500), cache.mark());
    expect(cache.get('/scheduled')).not.toBeNull();
    now = 1500;
    expect(cache.get('/scheduled')).toBeNull();

    const big = (n: number) => page(`${n}`.repeat(2000), []);
    cache.set('/a', big(1), cache.mark());
    cache.set('/b', big(2), cache.mark());
    expect(cache.get('/a')).not.toBeNull(); // /a is now the most recently used
    cache.set('/c', big(3), cache.mark());
    cache.set('/d', big(4), cache.mark());
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')).not.toBeNull();
    expect(cache.get('/d')).not.toBeNull();
  });

  it('keeps every encoding and a validator of the HTML', () => {
    const p = page('<p>hello</p>'.repeat(100), []);
    expect(p.gzip.length).toBeLessThan(p.body.length);
    expect(p.brotli.length).toBeLessThan(p.body.length);
    expect(p.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(page('<p>other</p>', []).etag).not.toBe(p.etag);
  });
});

describe('the render limit', () => {
  it('runs a bounded number at once, lets others wait their turn, and refuses past the wait', async () => {
    const limit = createRenderLimit({ concurrent: 2, waitMs: 100 });
    let running = 0;
    let peak = 0;
    const task = (ms: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return ms;
    };
    expect(await Promise.all([1, 2, 3, 4].map(() => limit.run(task(20))))).toEqual([20, 20, 20, 20]);
    expect(peak).toBe(2);

    const slow = [limit.run(task(300)), limit.run(task(300))];
    await expect(limit.run(task(1))).rejects.toBeInstanceOf(ServerBusyError);
    await Promise.all(slow);
    expect(await limit.run(task(1))).toBe(1);
  });
});
