import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.js';

describe('page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a page until it expires', () => {
    vi.useFakeTimers();
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set('/', { status: 200, html: '<p>home</p>' });
    vi.advanceTimersByTime(999);
    expect(cache.get('/')?.html).toBe('<p>home</p>');
    vi.advanceTimersByTime(1);
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops the oldest page when full', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', { status: 200, html: 'a' });
    cache.set('/b', { status: 200, html: 'b' });
    cache.set('/c', { status: 200, html: 'c' });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.html).toBe('b');
    expect(cache.get('/c')?.html).toBe('c');
  });
});
