import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ta/shared';
import { ROUTE_NOTES } from '../src/plugins/external/openapi-answers.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from './helper.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
  format?: string;
  maxItems?: number;
}
interface Operation {
  description?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: unknown[];
  responses: Record<string, { description?: string }>;
  security?: { cookieAuth: string[] }[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** Placeholders that name nothing (as in the authorization matrix test). */
function concreteUrl(url: string): string {
  return url
    .replace('{token}', 'TA-2222-2222')
    .replace('{slug}', 'no-such-post')
    .replace('{date}', '2026-01-15')
    .replace('{key}', 'no-such-photo')
    .replace(/\{\w+\}/g, '999999');
}

/** GET /api/docs: the OpenAPI document, generated from the routes' zod schemas. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })),
    );

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
    const documented = operations().map(({ method, url }) => `${method} ${url}`);
    // Fastify writes `:id`; OpenAPI writes `{id}`.
    const expected = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(documented)).toEqual(new Set(expected));
    expect(documented.some((entry) => !entry.split(' ')[1]?.startsWith('/api/'))).toBe(false);
  });

  it('passes an OpenAPI validator', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes bodies and their rules from the zod schemas', () => {
    const body = JSON.stringify(doc.paths['/api/register']?.post?.requestBody);
    expect(body).toContain('email');
    expect(body).toContain('"maxLength"');
    const login = JSON.stringify(doc.paths['/api/login']?.post?.requestBody);
    expect(login).toContain('username');
    expect(login).toContain('password');
  });

  it('shows POST /api/contact as any of its four forms', () => {
    const schema = doc.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema;
    const forms = schema?.anyOf ?? [];
    expect(forms).toHaveLength(4);
    const [landing, landingRequest, appointment, portal] = forms.map((form) => Object.keys(form.properties ?? {}));
    expect(landing).toEqual(expect.arrayContaining(['firstName', 'lastName', 'consentGiven', 'notifyByEmail']));
    expect(landingRequest).toEqual(
      expect.arrayContaining(['firstName', 'consentGiven', 'specificService', 'estimatedDuration', 'preferredDate']),
    );
    expect(appointment).toEqual(expect.arrayContaining(['name', 'serviceTypeId', 'preferredDate', 'preferredTime']));
    expect(portal).toEqual(expect.arrayContaining(['firstName', 'lastName', 'serviceInterest']));
    expect(portal).not.toContain('consentGiven');
    expect(forms[2]?.required).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'serviceTypeId', 'message']));
  });

  it('documents the photo upload as a multipart form with its fields and the photos as files', () => {
    const content = doc.paths['/api/furniture-photos']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = content['multipart/form-data']?.schema;
    expect(form?.required).toEqual(['clientEmail', 'furnitureType', 'furnitureDescription', 'photos']);
    expect(form?.properties?.photos).toMatchObject({
      type: 'array',
      maxItems: 5,
      items: { type: 'string', format: 'binary' },
    });
  });

  it('says which calls need a session, with the roles they allow', () => {
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'ta_session',
    });
    const security = (method: string, url: string) => doc.paths[url]?.[method]?.security;
    expect(security('get', '/api/blog')).toBeUndefined();
    expect(security('get', '/api/user')).toEqual([{ cookieAuth: [] }]);
    expect(security('post', '/api/contact/claim')).toEqual([{ cookieAuth: ['client'] }]);
    expect(security('get', '/api/contact/{id}')).toEqual([{ cookieAuth: ['staff', 'admin'] }]);
    expect(security('patch', '/api/admin/users/{id}')).toEqual([{ cookieAuth: ['admin'] }]);
    expect(doc.paths['/api/admin/users/{id}']?.patch?.description).toContain('Needs a session: admins.');
    expect(doc.paths['/api/blog']?.get?.description).toContain('No session needed.');
  });

  it('gives every operation its error answers (the ones it can give), each with a description', () => {
    for (const { method, url, operation } of operations()) {
      const codes = Object.keys(operation.responses);
      expect(codes, `${method} ${url}`).toContain('503');
      for (const [code, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${method} ${url} ${code}`).toMatch(/\w/);
      }
      if (url.includes('{')) expect(codes, `${method} ${url}`).toContain('404');
      if (operation.requestBody)
        expect(codes, `${method} ${url}`).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (method !== 'GET') expect(codes, `${method} ${url}`).toContain('403');
    }
    expect(Object.keys(doc.paths['/api/register']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '403', '409', '413', '415', '429']),
    );
    expect(Object.keys(doc.paths['/api/login']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    );
  });

  it('describes the error answer: a code from the one list, its English message, params and fields', () => {
    const { schemas } = doc.components as unknown as {
      schemas: Record<string, JsonSchema & { properties: Record<string, JsonSchema & { enum?: string[] }> }>;
    };
    for (const name of ['Error', 'ValidationError']) {
      const schema = schemas[name];
      expect(schema?.required, name).toEqual(['code', 'message']);
      expect(schema?.properties.code?.enum, name).toEqual(ERROR_CODES);
      expect(Object.keys(schema?.properties ?? {}), name).toEqual(expect.arrayContaining(['params']));
    }
    expect(Object.keys(schemas.ValidationError?.properties ?? {})).toContain('fields');
    // A route that declares an error answer itself documents the code too (the serializer keeps only what it names).
    const wrongPassword = JSON.stringify(doc.paths['/api/login']?.post?.responses['401']);
    expect(wrongPassword).toContain('"code"');
    expect(wrongPassword).toContain('quote_version_changed');
  });

  it('matches what the server answers: a session where it asks for one, and only answers it documents', async () => {
    const client = await registerClient(t);
    const undocumented: string[] = [];
    for (const { method, url, operation } of operations()) {
      const roles = operation.security?.[0]?.cookieAuth;
      const callers = method === 'POST' && url === '/api/logout' ? ['anonymous'] : ['anonymous', 'client'];
      for (const caller of callers) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concreteUrl(url),
          headers: caller === 'client' ? cookieHeader(t, client.cookie) : {},
        });
        const status = String(res.statusCode);
        if (status.startsWith('4') && !(status in operation.responses)) {
          undocumented.push(`${method} ${url} as ${caller}: ${status}`);
        }
        if (caller === 'anonymous') {
          expect(res.statusCode === 401, `${method} ${url}: anonymous got ${status}`).toBe(roles !== undefined);
        } else if (roles !== undefined) {
          const allowed = roles.length === 0 || roles.includes('client');
          expect(res.statusCode === 403, `${method} ${url}: a client got ${status}`).toBe(!allowed);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('has notes only for routes that exist', () => {
    const routes = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(ROUTE_NOTES).filter((key) => !routes.includes(key))).toEqual([]);
  });
});
