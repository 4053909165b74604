import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { expect } from 'vitest';
import { freshDatabase, whileSchemasStable, type FreshDatabase } from '../fresh-database.js';
import { freePort, isListening, startServer, type ServerProcess } from '../server-process.js';
import { contactSubmission } from '../support/contact-requests.js';
import { TcpProxy } from './tcp-proxy.js';

/** PostgreSQL and Redis tests run only when these point at servers (CI sets both). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export interface LoadResult {
  /** Tracking codes of every request answered 201 with its body read in full. */
  acknowledged: string[];
  /** Every status seen, with counts; 'network' for a request that got no HTTP answer. */
  statuses: Map<number | 'network', number>;
}

export interface ContactLoad {
  result: LoadResult;
  /** Resolves once `count` requests have been acknowledged. */
  acknowledgedAtLeast(count: number): Promise<void>;
  /** Resolves once a response with this status has been seen. */
  seen(status: number | 'network'): Promise<void>;
  /** Stops the clients and waits for their last requests to end. */
  stop(): Promise<LoadResult>;
}

/**
 * `clients` loops POSTing /api/contact to `baseUrl` until stopped. A request with no answer
 * (the server killed) is counted as 'network', and that client pauses briefly before trying again.
 */
export function contactLoad(baseUrl: string, clients = 8): ContactLoad {
  const result: LoadResult = { acknowledged: [], statuses: new Map() };
  let stopped = false;
  let n = 0;
  const waiters: (() => void)[] = [];
  const count = (status: number | 'network') => {
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
    for (const wake of waiters.splice(0)) wake();
  };

  async function client(): Promise<void> {
    while (!stopped) {
      n += 1;
      try {
        const res = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactSubmission(n)),
          signal: AbortSignal.timeout(NO_HANG),
        });
        const body = (await res.json()) as { trackingToken?: string };
        if (res.status === 201 && body.trackingToken) result.acknowledged.push(body.trackingToken);
        count(res.status);
      } catch {
        if (stopped) return;
        count('network');
        await sleep(20);
      }
    }
  }
  const running = Promise.all(Array.from({ length: clients }, client));

  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((wake) => waiters.push(wake));
  };
  return {
    result,
    acknowledgedAtLeast: (min) => until(() => result.acknowledged.length >= min),
    seen: (status) => until(() => result.statuses.has(status)),
    async stop() {
      stopped = true;
      await running;
      return result;
    },
  };
}

/** A fresh, migrated PostgreSQL schema for server processes (see fresh-database.ts). */
export async function postgresSchema(): Promise<FreshDatabase & { databaseUrl: string }> {
  const database = await freshDatabase('postgres');
  if (!database.databaseUrl) throw new Error('no database URL for the schema');
  return { ...database, databaseUrl: database.databaseUrl };
}

/**
 * Waits for the server to listen. It migrates at start, which lists every schema: hold the
 * shared schema lock meanwhile, so a parallel test dropping its schema cannot break that.
 */
export async function listening(server: ServerProcess): Promise<void> {
  await whileSchemasStable(() => server.waitForLog(isListening));
}

/** Stops a server the test left running; a killed one is only awaited. */
export async function ended(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * A server on a fresh PostgreSQL schema that it reaches through a TCP proxy the test controls
 * (`stop()`, `hang()`), so the machine's PostgreSQL keeps serving other tests.
 */
export async function serverBehindProxy(dataDirPrefix: string, env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const database = await postgresSchema();
  const target = new URL(testDatabaseUrl as string);
  const proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(database.databaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const server = startServer(dataDir, await freePort(), { DATABASE_URL: viaProxy.href, ...env });
  await listening(server);
  return {
    server,
    proxy,
    async cleanup() {
      await ended(server);
      await proxy.stop();
      await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Requests may take at most this long: a hang fails the test instead of stalling it. */
export const NO_HANG = 10_000;

/** fetch, failing after NO_HANG. */
export const call = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(NO_HANG) });

/**
 * A PNG (made with sharp) uploaded as a furniture photo through A: B serves the photo and its thumbnail
 * with the same bytes and type (WebP) as A.
 */
export async function expectPhotoFromAOnB(a: ServerProcess, b: ServerProcess): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b45a28' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('clientEmail', 'dorothy@example.com');
  form.append('furnitureType', 'Bookcase');
  form.append('furnitureDescription', 'Flat-pack bookcase, two boxes.');
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bookcase.png');
  const uploaded = await call(`${a.url}/api/furniture-photos`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { photos } = (await uploaded.json()) as { photos: { photoUrl: string; thumbnailUrl: string }[] };
  expect(photos).toHaveLength(1);

  for (const url of [photos[0]?.photoUrl, photos[0]?.thumbnailUrl]) {
    const [fromA, fromB] = await Promise.all([call(`${a.url}${url}`), call(`${b.url}${url}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    expect(bytesB.equals(bytesA)).toBe(true);
    expect((await sharp(bytesB).metadata()).format).toBe('webp');
  }
}

export interface TwoInstances {
  a: ServerProcess;
  b: ServerProcess;
  /** Each instance's own DATA_DIR: nothing may pass between them but through what they share. */
  dataDirs: string[];
  /** Ends both processes and removes their data directories. */
  stop(): Promise<void>;
}

/** Two server processes with the same settings and separate data directories, once both listen. */
export async function twoInstances(env: NodeJS.ProcessEnv): Promise<TwoInstances> {
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'rel-two-')));
  const a = startServer(dataDirs[0] as string, await freePort(), env);
  const b = startServer(dataDirs[1] as string, await freePort(), env);
  const stop = async () => {
    await Promise.all([a, b].map(ended));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([listening(a), listening(b)]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { a, b, dataDirs, stop };
}
