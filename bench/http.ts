// npm run bench — the server's speed and memory on this machine, in one run (docs/performance.md):
// 1. the landing page's requests per second from the app against a bare node:http server sending the
//    same bytes (goal: ratio ≥ 0.5);
// 2. p50/p99 at 64 connections for GET /api/blog, GET /api/contact/track/{code} and POST /api/contact,
//    on SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL (goal: reads
//    p99 ≤ 10 ms on SQLite);
// 3. resident memory idle and under load (goals ≤ 120 MB and ≤ 300 MB);
// then bench/pages.mjs for the landing page's JavaScript size and the Lighthouse scores.
// Run `npm run build` first. BENCH_SECONDS sets each load's length (default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const serverEntry = path.resolve('apps/server/dist/server.js');

if (!fs.existsSync(serverEntry)) {
  console.error('Run `npm run build` first: the benchmark runs the built server.');
  process.exit(1);
}

interface Load {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
}

/** Samples a process's resident memory every 200 ms while `run` goes; returns the peak. */
async function peakRss<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  try {
    return { result: await run(), peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

const contactBody = () =>
  JSON.stringify({
    firstName: 'Dorothy',
    lastName: 'Baker',
    email: `dorothy.${randomBytes(3).toString('hex')}@example.com`,
    phone: '(352) 555-0100',
    serviceInterest: 'Personal Assistance & Errands',
    message: 'Could someone help with groceries and a pharmacy pick-up next Tuesday morning?',
    newsletter: false,
    notifyByEmail: false,
    notifyBySms: false,
    consentGiven: false,
  });

/** A bare node:http server answering every request with the same bytes and content type. */
function bareServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

async function benchEngine(engine: string, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      RATE_LIMITS: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    },
    base,
  );
  const pid = server.pid ?? 0;
  try {
    await sleep(1000);
    const idleMb = rssMb(pid);

    const created = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody(),
    });
    if (created.status !== 201) throw new Error(`could not create a request: ${created.status}`);
    const { trackingToken } = (await created.json()) as { trackingToken: string };

    const rows: Record<string, Load> = {};
    let peakMb = idleMb;
    const measure = async (name: string, options: autocannon.Options) => {
      // A short warm-up, then the measured run.
      await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
      const { result, peakMb: peak } = await peakRss(pid, () => load(options));
      rows[name] = result;
      peakMb = Math.max(peakMb, peak);
    };

    if (engine === 'SQLite') {
      const landing = await fetch(`${base}/`);
      const bytes = Buffer.from(await landing.arrayBuffer());
      const bare = await bareServer(bytes, landing.headers.get('content-type') ?? 'text/html; charset=utf-8');
      try {
        await measure('GET / (app)', { url: `${base}/` });
        await measure('GET / (bare node:http, same bytes)', { url: bare.url });
      } finally {
        await bare.close();
      }
    }
    await measure('GET /api/blog', { url: `${base}/api/blog` });
    await measure('GET /api/contact/track/{code}', { url: `${base}/api/contact/track/${trackingToken}` });
    await measure('POST /api/contact', {
      url: `${base}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // autocannon sends the same body each time; e-mail addresses need not differ.
      body: contactBody(),
    });

    console.log(`\n== ${engine}: ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms)`);
    console.table(rows);
    const app = rows['GET / (app)'];
    const bare = rows['GET / (bare node:http, same bytes)'];
    if (app && bare)
      console.log(`landing page: app / bare node:http = ${(app.rps / bare.rps).toFixed(2)} (goal ≥ 0.5)`);
    console.log(`server RSS: idle ${idleMb} MB, peak under load ${peakMb} MB (goals ≤ 120 MB idle, ≤ 300 MB loaded)`);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} CPUs, load generator and server on the same machine`);
await benchEngine('SQLite', '');
if (pgUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    await benchEngine('PostgreSQL', url.href);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

if (process.env.BENCH_SKIP_PAGES !== '1') {
  console.log('\n== pages: landing JavaScript and Lighthouse (bench/pages.mjs)');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/pages.mjs'], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench/pages.mjs exited ${code}`))));
  });
}
