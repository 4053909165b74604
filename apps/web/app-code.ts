// The page's first script (src/app/entry-client.ts) is a small bootstrap; the app it starts is a second
// entry, `app` (src/app/start-app.tsx), whose code is one chunk. The HTML names its files in an inert
// <template id="app-code"> of modulepreload links, which the bootstrap puts to work once the page has loaded,
// so the first reach starts the app without waiting for the network, and the download does not delay the
// page's first paint (docs/decisions/065-a-signed-out-page-starts-at-the-first-reach.md).
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id of the template that names the app's code files (src/app/entry-client.ts reads it). */
export const APP_CODE_TEMPLATE_ID = 'app-code';

/** The app's entry module: everything a page runs once it starts. */
export const startModule = path.resolve(import.meta.dirname, 'src/app/start-app.tsx');

/** The bootstrap's own modules: the entry, its first-reach listener and the page's HTML. */
const BOOTSTRAP = /[\\/]src[\\/]app[\\/](entry-client|first-reach)\.ts$|[\\/]index\.html$/;

/**
 * A module of the app's code chunk: anything the app entry loads at start, except the bootstrap's own
 * modules and the bundler's virtual ones (`\0…`, `rolldown:…`), which the bootstrap shares: caught in the
 * app's chunk, they would make the bootstrap import the whole app.
 */
export function isAppCode(id: string): boolean {
  if (id.startsWith('\0') || id.startsWith('rolldown:')) return false;
  if (/\.css(\?|$)/.test(id)) return false;
  return !BOOTSTRAP.test(id);
}

/**
 * Adds `<template id="app-code">` to the built HTML, holding a `<link rel="modulepreload">` for the app entry
 * and every chunk it imports (APP_CODE_TEMPLATE_ID, read by src/app/entry-client.ts).
 */
export function preloadAppCode(): Plugin {
  let base = '/';
  return {
    name: 'preload-app-code',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === startModule);
        if (!app) throw new Error(`The build has no chunk for the app entry ${startModule}`);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        // Vite links the bootstrap's own imports already.
        const links = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` } }));
        return [{ tag: 'template', attrs: { id: APP_CODE_TEMPLATE_ID }, children: links, injectTo: 'head' as const }];
      },
    },
  };
}
