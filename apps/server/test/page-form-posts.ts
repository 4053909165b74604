import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../src/config.js';
import { echoWebRoot } from './echo-web-root.js';
import { buildTestApp, type TestApp } from './helper.js';
import type { Engine } from '../src/db/connect.js';

/** Fields as a browser sends them: strings, a ticked checkbox as "on", an unticked one left out. */
export type FormFields = Record<string, string>;

export interface PhotoFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The real app with pages rendered by the echo renderer (see echo-web-root.ts). */
export async function buildPageApp(engine: Engine, overrides: Partial<AppConfig> = {}) {
  const webRoot = await echoWebRoot();
  const photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-photos-'));
  const t = await buildTestApp(engine, { web: 'production', webRoot, photosDir, ...overrides });
  return {
    ...t,
    async close() {
      await t.close();
      await fs.rm(webRoot, { recursive: true, force: true });
      await fs.rm(photosDir, { recursive: true, force: true });
    },
  } satisfies TestApp;
}

/** A url-encoded form post, as a browser sends a form without files. */
export function postForm(t: TestApp, url: string, fields: FormFields, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * A multipart form post, as a browser sends a form with `enctype="multipart/form-data"`. With no
 * photos the file input still sends an empty part, as browsers do.
 */
export async function postMultipart(
  t: TestApp,
  url: string,
  fields: FormFields,
  photos: PhotoFile[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photos.length === 0) form.append('photos', new Blob([], { type: 'application/octet-stream' }), '');
  for (const photo of photos) {
    form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
