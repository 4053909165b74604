import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

/** GET /api/docs: the OpenAPI document, generated from the routes' zod schemas. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; responses?: object }>>;
  };

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and lists every API route, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    // Fastify writes `:id`; OpenAPI writes `{id}`.
    const expected = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(documented)).toEqual(new Set(expected));
    expect(documented.some((entry) => !entry.split(' ')[1]?.startsWith('/api/'))).toBe(false);
  });

  it('describes bodies and their rules from the zod schemas', () => {
    const body = JSON.stringify(doc.paths['/api/register']?.post?.requestBody);
    expect(body).toContain('email');
    expect(body).toContain('"maxLength"');
    const login = JSON.stringify(doc.paths['/api/login']?.post?.requestBody);
    expect(login).toContain('username');
    expect(login).toContain('password');
  });
});
