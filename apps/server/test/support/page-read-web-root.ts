import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config.js';
import type { Engine } from '../../src/db/connect.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** One page read as the renderer got it: the API path the page named, and the answer. */
export interface PageRead {
  path: string;
  status: number;
  body: unknown;
}

/**
 * A built web root (the shape `vite build` gives) whose server entry, instead of the React app, reads
 * the API paths named in the page URL's `read` parameters, as a page's ServerReads would
 * (plugins/app/web.ts), and renders their answers. Lets a route test see what a page is rendered with,
 * without building apps/web.
 */
async function pageReadWebRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-web-reads-'));
  await fs.mkdir(path.join(root, 'dist/client/assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist/server'), { recursive: true });
  await fs.writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  await fs.writeFile(
    path.join(root, 'dist/client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  await fs.writeFile(
    path.join(root, 'dist/server/entry-server.js'),
    `export async function render({ url, api }) {
       const reads = [];
       for (const path of new URL(url, 'http://page.invalid').searchParams.getAll('read')) {
         const { status, body } = await api(path);
         reads.push({ path, status, body });
       }
       return {
         status: 200,
         head: '<title>Reads</title>',
         html: '<pre id="page-reads">' + encodeURIComponent(JSON.stringify(reads)) + '</pre>',
         state: '',
         startOn: 'load',
       };
     }`,
  );
  return root;
}

/** The real app with pages rendered by the page-read renderer above. */
export async function buildPageReadApp(engine: Engine, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const webRoot = await pageReadWebRoot();
  const t = await buildTestApp(engine, { web: 'production', webRoot, ...overrides });
  return {
    ...t,
    async close() {
      await t.close();
      await fs.rm(webRoot, { recursive: true, force: true });
    },
  };
}

/** The URL of a page that reads these API paths. */
export const pageReading = (page: string, ...paths: string[]) =>
  `${page}?${new URLSearchParams(paths.map((read): [string, string] => ['read', read])).toString()}`;

/** What the page was rendered with: each read's path, status and answer. */
export function pageReads(html: string): PageRead[] {
  const match = /<pre id="page-reads">([^<]*)<\/pre>/.exec(html);
  if (!match) throw new Error(`Not a page of the page-read renderer:\n${html.slice(0, 500)}`);
  return JSON.parse(decodeURIComponent(match[1] ?? '')) as PageRead[];
}
