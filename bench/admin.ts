// npm run bench:admin — seeds 100,000 contact requests and prints p50/p99 of the back-office
// contacts list, search and counts, through the real app (routing, guards, validation, JSON), on
// SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL. Goal: p99 ≤ 50 ms.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../apps/server/src/db/connect.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { sessionCookieName } from '../apps/server/src/plugins/app/session.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PASSWORD = 'Lantern-Meadow-Harbor-42';
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

const FIRST = ['Dorothy', 'Walter', 'Margaret', 'Harold', 'Gloria', 'Frank', 'Irene', 'Jorge', 'Elena', 'Ruth'];
const LAST = ['Baker', 'Green', 'Hill', 'Alvarez', 'Brooks', 'Castillo', 'Dunn', 'Foster', 'Garcia', 'Hughes'];
const SERVICES = ['Personal Assistance & Errands', 'Home & Tech Support', 'Administrative & Paperwork', 'Notary'];
const STATUSES = ['new', 'in-progress', 'completed', 'cancelled'] as const;
const WORDS = ['tablet', 'groceries', 'prescription', 'paperwork', 'notary', 'dresser', 'smart tv', 'bills'];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function code(i: number): string {
  let n = i;
  let s = '';
  for (let k = 0; k < 8; k++) {
    s += ALPHABET[n % 31];
    n = Math.floor(n / 31);
  }
  return `TA-${s.slice(0, 4)}-${s.slice(4)}`;
}

async function seed(handle: DatabaseHandle) {
  const start = Date.now() - ROWS * 60_000;
  const batch = 500;
  for (let from = 0; from < ROWS; from += batch) {
    const rows = [];
    for (let i = from; i < Math.min(from + batch, ROWS); i++) {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / 10) % LAST.length]!;
      rows.push({
        trackingToken: code(i),
        userId: null,
        firstName: first,
        lastName: `${last}${i}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        phone: '(352) 555-0100',
        serviceInterest: SERVICES[i % SERVICES.length]!,
        serviceTypeId: null,
        message: `Please help with the ${WORDS[i % WORDS.length]} next week. Request number ${i}.`,
        preferredDate: null,
        preferredTime: null,
        location: null,
        status: STATUSES[i % STATUSES.length]!,
        assignedToId: null,
        notes: null,
        newsletter: false,
        notifyByEmail: true,
        notifyBySms: false,
        consentGiven: false,
        createdAt: new Date(start + i * 60_000).toISOString(),
        updatedAt: null,
      });
    }
    await handle.db.insertInto('contactRequests').values(rows).execute();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(engine: string, handle: DatabaseHandle, databaseUrl?: string) {
  await migrateToLatest(handle.db);
  const seedStart = performance.now();
  await seed(handle);
  const seedMs = performance.now() - seedStart;

  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', RATE_LIMITS: 'false' },
    databaseUrl ? { databaseUrl } : {},
  );
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  await app.repos.users.create({
    username: 'benchstaff',
    email: 'benchstaff@example.com',
    firstName: 'Bench',
    lastName: 'Staff',
    role: 'staff',
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'benchstaff', password: PASSWORD },
  });
  const cookie = login.cookies.find((c) => c.name === sessionCookieName(config))?.value;
  if (!cookie) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const headers = { cookie: `${sessionCookieName(config)}=${cookie}` };

  const cases: [string, () => string][] = [
    ['list, page 1', () => '/api/contact?page=1&pageSize=25'],
    ['list, status new, page 40', () => '/api/contact?status=new&page=40&pageSize=25'],
    [
      'search by name',
      () => `/api/contact?search=${LAST[Math.floor(Math.random() * 10)]}${Math.floor(Math.random() * ROWS)}`,
    ],
    [
      'search by e-mail',
      () => `/api/contact?search=${encodeURIComponent(`${Math.floor(Math.random() * ROWS)}@example`)}`,
    ],
    ['search, common word', () => '/api/contact?search=tablet'],
    ['counts', () => '/api/contact/counts'],
    ['counts with search', () => '/api/contact/counts?search=groceries'],
  ];
  const results = [];
  for (const [name, url] of cases) {
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url(), headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    results.push({
      engine,
      query: name,
      'p50 ms': Number(percentile(times, 50).toFixed(1)),
      'p99 ms': Number(p99.toFixed(1)),
      goal: p99 <= 50 ? 'ok (≤ 50 ms)' : 'MISSED (> 50 ms)',
    });
  }
  await app.close();
  await handle.close();
  console.log(`${engine}: seeded ${ROWS.toLocaleString('en-US')} contact requests in ${(seedMs / 1000).toFixed(1)} s`);
  return results;
}

const all = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-bench-admin-'));
try {
  all.push(...(await measure('SQLite', connectDatabase({ sqliteFile: path.join(dir, 'bench.sqlite') }))));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

if (pgUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    all.push(...(await measure('PostgreSQL', connectDatabase({ databaseUrl: url.href }), url.href)));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too.');
}

console.log(`\nBack-office contacts, ${RUNS} requests per query through the app (in-process inject):`);
console.table(all);
