import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedPage, createPageCache } from './page-cache.js';

describe('page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a page until it expires', () => {
    vi.useFakeTimers();
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set('/', { status: 200, html: Buffer.from('<p>home</p>') });
    vi.advanceTimersByTime(999);
    expect(cache.get('/')?.html.toString()).toBe('<p>home</p>');
    vi.advanceTimersByTime(1);
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops the oldest page when full', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', { status: 200, html: Buffer.from('a') });
    cache.set('/b', { status: 200, html: Buffer.from('b') });
    cache.set('/c', { status: 200, html: Buffer.from('c') });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.html.toString()).toBe('b');
    expect(cache.get('/c')?.html.toString()).toBe('c');
  });

  it('compresses a cached page once per encoding, however often it is asked for', async () => {
    const page = { status: 200, html: Buffer.from('<p>home</p>'.repeat(500)) };
    const first = compressedPage(page, 'br');
    expect(compressedPage(page, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).equals(page.html)).toBe(true);
    const gzip = compressedPage(page, 'gzip');
    expect(gzip).not.toBe(first);
    expect(compressedPage(page, 'gzip')).toBe(gzip);
    expect(gunzipSync(await gzip).equals(page.html)).toBe(true);
  });
});
