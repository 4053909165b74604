import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from './echo-web-root.js';
import { engines } from './fresh-database.js';
import type { TestApp } from './helper.js';
import { buildPageApp, postForm } from './page-form-posts.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The cookie a response sets, as `name=value`, or undefined. */
function cookieSet(
  res: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] },
  name: string,
) {
  return res.cookies.find((cookie) => cookie.name === name);
}

// The text size and contrast buttons (docs/decisions/033-text-size-and-contrast.md) work without
// JavaScript, keep the choice for a year, and every page carries it on <html> from the first byte.
describe.each(engines)('text size and contrast on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(() => t.close());

  it('keeps a size for a year and sends the browser back to the same page, in its language', async () => {
    const res = await postForm(t, '/display', { textSize: 'larger', next: '/es/contact?tab=x' }, HTML);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es/contact?tab=x');
    const size = cookieSet(res, 'text_size');
    expect(size).toMatchObject({ value: 'larger', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(size?.maxAge).toBe(365 * 24 * 60 * 60);
    // The contrast was not sent: its cookie is left as it was.
    expect(cookieSet(res, 'contrast')).toBeUndefined();
  });

  it('answers a script (which has already changed the page) with 204', async () => {
    const res = await postForm(t, '/display', { contrast: 'high', next: '/' });
    expect(res.statusCode).toBe(204);
    expect(cookieSet(res, 'contrast')?.value).toBe('high');
  });

  it('never sends anyone to another site, and refuses what is not a choice', async () => {
    const away = await postForm(t, '/display', { textSize: 'large', next: '//evil.example/' }, HTML);
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe('/');

    const refused: Record<string, string>[] = [{ textSize: 'huge' }, { contrast: 'dark' }, { next: '/' }];
    for (const fields of refused) {
      const res = await postForm(t, '/display', fields, HTML);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.cookies).toEqual([]);
    }
  });

  it('puts the choice on <html> of every page, and shares a cached render only with the same choice', async () => {
    const page = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/contact', headers: cookie ? { cookie } : {} });
    const plain = await page();
    expect(plain.body).toMatch(/<html data-text-size="normal">/);

    const chosen = await page('text_size=larger; contrast=high');
    expect(chosen.body).toMatch(/<html data-text-size="larger" data-contrast="high">/);
    expect(renderedInput(chosen.body).display).toEqual({ textSize: 'larger', contrast: 'high' });

    // A render cached for one visitor is not shown to another with other settings.
    expect((await page()).body).toMatch(/<html data-text-size="normal">/);
    expect((await page('contrast=standard')).body).toMatch(/<html data-text-size="normal" data-contrast="standard">/);

    // A forged cookie is the default, never written into the page.
    expect((await page('text_size="><script>alert(1)</script>')).body).toMatch(/<html data-text-size="normal">/);
  });
});
