import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../helper.js';

/** Runs per route and caller: enough to find a crash path, few enough for CI's time. */
const CALLERS = { anonymous: 10, client: 15, staff: 15, admin: 15 } as const;
type Caller = keyof typeof CALLERS;

/** Bodies the OpenAPI document cannot list keys for (a union chosen by `kind`). */
const EXTRA_BODY_KEYS: Record<string, string[]> = {
  'POST /api/contact': [
    'kind',
    'firstName',
    'lastName',
    'name',
    'email',
    'phone',
    'serviceInterest',
    'serviceTypeId',
    'message',
    'preferredDate',
    'preferredTime',
    'location',
    'newsletter',
    'notifyByEmail',
    'notifyBySms',
    'consentGiven',
  ],
};

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The route's real body and query keys, from the OpenAPI document (made from the zod schemas). */
function keysOf(doc: OpenApiDocument, method: string, url: string) {
  const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const body = Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  body.push(...(EXTRA_BODY_KEYS[`${method} ${url}`] ?? []));
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return { body, query };
}

const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'true', '1e309', '9'.repeat(40), '../../etc/passwd', '%00', '<script>'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1e308, 1e21, 0.1, true, false, null),
  fc.array(fc.array(fc.jsonValue(), { maxLength: 3 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text: any JSON, or an object with the route's keys holding hostile values, maybe with __proto__. */
function bodyText(keys: string[]): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(
      keys.length ? fc.subarray(keys) : fc.constant<string[]>([]),
      fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      fc.option(fc.constantFrom('__proto__', 'constructor'), { nil: undefined }),
    )
    .map(([chosen, values, poison]) => {
      const entries = chosen.map((key) => `${JSON.stringify(key)}:${JSON.stringify(values[keys.indexOf(key)])}`);
      // Written as text: an object literal would turn "__proto__" into a prototype, not a key.
      if (poison) entries.push(`"${poison}":{"prototype":{"role":"admin"},"role":"admin"}`);
      return `{${entries.join(',')}}`;
    });
  return fc.oneof(
    shaped,
    fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
  );
}

function pathFor(url: string): fc.Arbitrary<string> {
  const params = url.match(/:\w+/g) ?? [];
  const segment = fc.oneof(
    hostileString.filter((s) => s.length > 0),
    fc.integer().map(String),
    fc.constant('1'),
  );
  return fc.array(segment, { minLength: params.length, maxLength: params.length }).map((values) => {
    let i = 0;
    return url.replace(/:\w+/g, () => encodeURIComponent(values[i++] as string));
  });
}

function queryFor(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString;
  return fc
    .array(fc.tuple(key, fc.oneof(hostileString, fc.integer().map(String))), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
}

/**
 * Values at the edges the two engines once treated differently (PostgreSQL's 32-bit integers,
 * its dates, NUL): every write must answer them with a 4xx or take them, never a 5xx.
 */
const BOUNDARY_VALUES: unknown[] = [
  2_147_483_648,
  '2147483648',
  2_147_483_647,
  -1,
  '99999999999.99',
  '1000000.01',
  '9999-12-31',
  '0000-01-01',
  'nul\u0000char',
  'bell\u0007',
];
const ONE_KEY_VALUES: unknown[] = [2_147_483_648, '99999999999.99', '9999-12-31'];
const BOUNDARY_IDS = ['2147483648', '1'];
/** Tables a refused request may still touch: sessions and presence (seen at), locks and the audit log. */
const VOLATILE_TABLES = new Set(['sessions', 'chat_presence', 'events']);
/**
 * The job queue's tables (docs/jobs.md): a worker finishes earlier jobs and pg-boss's maintenance
 * rewrites its own rows whatever a request does. A refusal adds no job: its rollback covers the queue.
 */
const QUEUE_TABLE = /^(queued_jobs|job|archive|queue|version|schedule|subscription|j[0-9a-f]{56})$/;

describe.each(engines)('fuzzed requests to every route on %s', (engine) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<OpenApiDocument>();
  });
  afterAll(() => t?.close());

  /** A signed-in caller's cookie header, made again if a fuzzed call ended its session. */
  async function headersFor(caller: Caller, current: Record<string, Record<string, string>>) {
    if (caller === 'anonymous') return {};
    const known = current[caller];
    if (known && (await t.app.inject({ method: 'GET', url: '/api/user', headers: known })).statusCode === 200) {
      return known;
    }
    const session = caller === 'client' ? await registerClient(t) : await createStaff(t, caller);
    current[caller] = cookieHeader(t, session.cookie);
    return current[caller];
  }

  // Found by this fuzzing: PostgreSQL cannot store a NUL character and answered 500.
  it('answers a NUL character in a parameter with a 4xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/%00' });
    // SQLite's blog route answers its 404 before the control-character check; both are a 4xx.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers every route, as anyone, with no 5xx, and stays healthy', async () => {
    const routes = t.app.routeList.filter((r) => r.method !== 'HEAD' && r.url !== '/ws');
    expect(routes.length).toBeGreaterThan(50);
    const sessions: Record<string, Record<string, string>> = {};
    for (const { method, url } of routes) {
      const keys = keysOf(doc, method, url);
      for (const [caller, numRuns] of Object.entries(CALLERS) as [Caller, number][]) {
        const headers = await headersFor(caller, sessions);
        await fc.assert(
          fc.asyncProperty(pathFor(url), queryFor(keys.query), bodyText(keys.body), async (path, query, body) => {
            const hasBody = method !== 'GET' && method !== 'DELETE';
            const res = await t.app.inject({
              method: method as 'GET',
              url: path + query,
              headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
              ...(hasBody ? { payload: body } : {}),
            });
            if (res.statusCode >= 500) {
              throw new Error(`${caller} ${method} ${path}${query} ${body} → ${res.statusCode} ${res.body}`);
            }
          }),
          // On failure fast-check reports the seed and path to replay: fc.assert(…, { seed, path }).
          { numRuns },
        );
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // A fixed number of calls: about a minute on a quiet machine, three or more beside other work. A test that
    // ran out of time would keep calling in the background and change the data the next test compares.
  }, 600_000);

  /** The tables a snapshot reads, found once (PostgreSQL's catalogue is slow to ask). */
  let tables: string[] | undefined;

  /** Every stored row but the volatile tables', as one text: equal texts mean nothing changed. */
  async function snapshot(): Promise<string> {
    if (!tables) {
      // PostgreSQL tests each have their own schema; other schemas belong to other test files.
      const schema =
        engine === 'postgres'
          ? (await sql<{ name: string }>`select current_schema() as name`.execute(t.app.db)).rows[0]?.name
          : undefined;
      tables = (await t.app.db.introspection.getTables())
        .filter((table) => table.schema === schema && !VOLATILE_TABLES.has(table.name) && !QUEUE_TABLE.test(table.name))
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_'))
        .sort();
    }
    const rows = [];
    for (const name of tables)
      rows.push(
        await t.app.db
          .selectFrom(name as 'users')
          .selectAll()
          .execute(),
      );
    return JSON.stringify(rows);
  }

  it('answers boundary values on every write with no 5xx, and a refusal changes nothing', async () => {
    const writes = t.app.routeList.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    const sessions: Record<string, Record<string, string>> = {};
    let before = await snapshot();
    for (const { method, url } of writes) {
      const { body: keys } = keysOf(doc, method, url);
      const bodies = [
        ...BOUNDARY_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value]))),
        // One key at a time reaches routes whose other fields are optional (the edits).
        ...keys.flatMap((key) => ONE_KEY_VALUES.map((value) => ({ [key]: value }))),
      ];
      // The back office refuses anonymous callers first (the authorization matrix covers that).
      const callers = /^\/api\/(admin|staff)\//.test(url) ? (['admin'] as const) : (['anonymous', 'admin'] as const);
      for (const caller of callers) {
        const known = sessions[caller];
        if (known !== (await headersFor(caller, sessions))) before = await snapshot();
        // A call that ended the caller's session makes a new caller: that is a change, not a refusal's.
        let allRefused = true;
        for (const id of BOUNDARY_IDS) {
          const path = url.replace(/:\w+/g, id);
          for (const body of id === '1' ? bodies : [{}]) {
            const current = sessions[caller];
            const headers = await headersFor(caller, sessions);
            if (current !== headers) allRefused = false;
            const res = await t.app.inject({
              method: method as 'POST',
              url: path,
              headers: method === 'DELETE' ? headers : { ...headers, 'content-type': 'application/json' },
              ...(method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            if (res.statusCode >= 500) {
              throw new Error(`${caller} ${method} ${path} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
            }
            if (res.statusCode < 400) allRefused = false;
          }
        }
        const after = await snapshot();
        if (allRefused) expect(after, `${caller} ${method} ${url} changed data on a refusal`).toBe(before);
        before = after;
      }
    }
  }, 600_000);
});
