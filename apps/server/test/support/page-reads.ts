import { expect } from 'vitest';
import { renderedInput } from '../echo-web-root.js';
import type { TestApp } from '../helper.js';

/**
 * Checks that a page rendered on the server for this visitor reads `path` exactly as the browser would
 * from the JSON API (http/page-reads.ts): the path is a page read, and the status and the answer are the
 * route's. Needs an app with the echo renderer (`buildPageApp`).
 */
export async function expectPageReadAsApi(t: TestApp, path: string, headers: Record<string, string> = {}) {
  expect(t.app.pageReads.has(path), `${path} is a page read`).toBe(true);
  const page = await t.app.inject({ method: 'GET', url: `/?read=${encodeURIComponent(path)}`, headers });
  const [read] = renderedInput(page.body).reads;
  const api = await t.app.inject({ method: 'GET', url: path, headers });
  expect(read?.status, `${path}: the page's status`).toBe(api.statusCode);
  expect(read?.body, `${path}: the page's answer`).toEqual(api.json());
  return read;
}
