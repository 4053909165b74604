import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from './echo-web-root.js';
import { engines } from './fresh-database.js';
import type { TestApp } from './helper.js';
import { buildPageApp } from './page-form-posts.js';

/**
 * A public page served from the page cache is compressed once while it is cached, not for every
 * visitor (lib/page-cache.ts, docs/performance.md): each visitor still gets the encoding their
 * browser asked for, and the same page.
 */
describe.each(engines)('cached pages, compressed once, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(() => t.close());

  // The echo renderer prints the address it was asked for: a long one makes a page worth compressing.
  const url = `/help/${'long-page-name-'.repeat(80)}`;
  const get = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the cached page in the encoding each browser accepts, the same page every time', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(renderedInput(plain.body).url).toBe(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['X-GZIP', 'gzip'],
    ] as const) {
      // Twice: the first copy is made, the second is the one kept.
      for (let i = 0; i < 2; i++) {
        const answer = await get(accepted);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding'], accepted).toBe(encoding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('private, no-cache');
        const body = encoding === 'br' ? brotliDecompressSync(answer.rawPayload) : gunzipSync(answer.rawPayload);
        expect(body.equals(plain.rawPayload)).toBe(true);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      }
    }
  });

  it('sends it as it is to a browser that accepts no encoding the server makes', async () => {
    for (const accepted of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await get(accepted);
      expect(answer.headers['content-encoding'] ?? 'identity', accepted).toBe('identity');
      expect(renderedInput(answer.body).url).toBe(url);
    }
  });
});
