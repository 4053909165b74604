import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DisplaySettings, PageFormResult, SiteFeatures } from '@ta/shared';

/** What the page renderer was asked to render, as the echo renderer reports it. */
export interface RenderedInput {
  url: string;
  user: string | null;
  form: PageFormResult | null;
  display: DisplaySettings;
  /** What the settings offer (texts). */
  features: SiteFeatures;
  /** What each `read` of the page's query answered (the page reads a page would make, by API path). */
  reads: { path: string; status: number; body: unknown }[];
}

/**
 * A built web root (the shape `vite build` gives) whose server entry renders, instead of the React app,
 * what it was asked to render: the URL, the signed-in username, the form result, the display settings and the features,
 * and the answers of the page reads named by the URL's `read` values (as a page's data would be read). Route tests of
 * the server's page path read it back with `renderedInput`, without building apps/web.
 */
export async function echoWebRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-web-echo-'));
  await fs.mkdir(path.join(root, 'dist/client/assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist/server'), { recursive: true });
  await fs.writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  await fs.writeFile(
    path.join(root, 'dist/client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  await fs.writeFile(
    path.join(root, 'dist/server/entry-server.js'),
    `export async function render({ url, user, form, display, features, api }) {
       const paths = new URL(url, 'http://page').searchParams.getAll('read');
       const reads = await Promise.all(paths.map(async (path) => ({ path, ...(await api(path)) })));
       const input = { url, user: user ? user.username : null, form: form ?? null, display, features, reads };
       return {
         status: 200,
         head: '<title>Echo</title>',
         html: '<pre id="render-input">' + encodeURIComponent(JSON.stringify(input)) + '</pre>',
         state: '',
         startOn: user ? 'load' : 'first-reach',
       };
     }`,
  );
  return root;
}

/** The input the echo renderer received for this page. */
export function renderedInput(html: string): RenderedInput {
  const match = /<pre id="render-input">([^<]*)<\/pre>/.exec(html);
  if (!match) throw new Error(`Not a page of the echo renderer:\n${html.slice(0, 500)}`);
  return JSON.parse(decodeURIComponent(match[1] ?? '')) as RenderedInput;
}
