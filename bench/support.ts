// Helpers shared by the benchmarks that run the built server as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const serverEntry = path.resolve('apps/server/dist/server.js');
/** PostgreSQL for the second run, when given. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

export function requireBuild() {
  if (!fs.existsSync(serverEntry)) {
    console.error('Run `npm run build` first: the benchmark runs the built server.');
    process.exit(1);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A process's resident memory (VmRSS), in MB with one decimal. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** A process's CPU time so far (user + system, all threads), in microseconds, from /proc/<pid>/stat. */
export function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}
/** Linux's USER_HZ, which /proc reports CPU times in: 100 on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The V8 flags `npm start` passes (package.json); BENCH_NODE_FLAGS replaces them, to try others.
 * Why these: docs/performance.md ("Garbage collection").
 */
const SERVER_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=4 --no-allocation-site-pretenuring')
  .split(' ')
  .filter(Boolean);

/** Starts the built server as npm start does (same V8 flags) and waits for /healthz. */
export async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
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

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Runs `bench` on a fresh schema of the PostgreSQL database, dropped afterwards. */
export async function withPostgresSchema(databaseUrl: string, bench: (url: string) => Promise<void>) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    await bench(url.href);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
