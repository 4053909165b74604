import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { newSecretsKey } from '../src/lib/secret-box.js';
import { engines, freshDatabase, whileSchemasStable, type FreshDatabase } from './fresh-database.js';

/** Where this test reads a page read for the request it is given, as a page rendered on the server would. */
const READ_ROUTE = '/test/page-read';

// http/page-reads.ts: a page reads only the paths a route offers to pages (jsonRoute's pageRead). Any
// other path is a mistake in the page's code, not the visitor's: the read throws rather than answer.
describe.each(engines)('page reads by API path on %s', (engine) => {
  let app: App;
  let database: FreshDatabase;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', SECRETS_KEY: newSecretsKey() });
    app = await whileSchemasStable(async () => {
      const built = await buildApp(config, { database: database.handle });
      // The page's side of a read, with a real request and reply: the answer, or what the read threw.
      built.get<{ Querystring: { path: string } }>(READ_ROUTE, async (request, reply) => {
        try {
          return { answer: await built.pageReads.read(request, reply, request.query.path) };
        } catch (error) {
          return { thrown: error instanceof Error ? error.message : String(error) };
        }
      });
      await built.ready();
      return built;
    });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const read = async (path: string) =>
    (await app.inject({ method: 'GET', url: READ_ROUTE, query: { path } })).json<{
      answer?: { status: number; body: unknown };
      thrown?: string;
    }>();

  it('answers a path a route offers to pages', async () => {
    expect(app.pageReads.has('/api/price-list')).toBe(true);
    expect((await read('/api/price-list')).answer?.status).toBe(200);
    expect((await read('/api/blog/no-such-post')).answer?.status).toBe(404);
  });

  it('throws for a path no route offers to pages: unknown, not a read, or not offered to pages', async () => {
    for (const path of [
      '/api/no-such-thing',
      '/api/no-such-thing?q=1',
      // Answered by a POST route only.
      '/api/quotes/1/approve',
      // A GET route no page reads.
      '/api/admin/projects/counts',
      // Not under the API.
      '/blog',
    ]) {
      expect(app.pageReads.has(path), path).toBe(false);
      expect((await read(path)).thrown, path).toBe(`No page read is registered for ${path.split('?')[0]}`);
    }
  });
});
