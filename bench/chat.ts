// npm run bench:chat — one built server process, 1,000 visitor sockets each in its own conversation
// and one staff socket (the inbox). Prints p50/p99 delivery times, visitor → staff over the socket and
// staff → visitor through the inbox's reply call, and the server's resident memory. Goal: p99 ≤ 50 ms.
// On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, where every
// message goes through LISTEN/NOTIFY. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { newConversationId, type ChatServerFrame } from '../packages/shared/src/index.js';
import {
  benchDatabaseUrl,
  freePort,
  requireBuild,
  rssMb,
  startServer,
  stopServer,
  withPostgresSchema,
} from './support.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
/** Messages per second the visitors send, all together. */
const RATE = Number(process.env.BENCH_RATE ?? 200);
const ROUNDS = 2;
const PASSWORD = 'Lantern-Meadow-Harbor-42';

requireBuild();

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 10) / 10;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function openSocket(url: string, origin: string, cookie?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin, headers: cookie ? { cookie } : {} });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function frames(ws: WebSocket, onFrame: (frame: ChatServerFrame) => void) {
  ws.on('message', (data) => onFrame(JSON.parse(String(data)) as ChatServerFrame));
}

async function bench(engine: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    RATE_LIMITS: 'false',
    JOBS: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
  };
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts'], {
    ...env,
    ADMIN_USERNAME: 'benchstaff',
    ADMIN_EMAIL: 'benchstaff@example.com',
    ADMIN_FIRST_NAME: 'Bench',
    ADMIN_LAST_NAME: 'Staff',
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_ROLE: 'staff',
  });
  const server = await startServer(env, base);
  const pid = server.pid ?? 0;
  const sockets: WebSocket[] = [];
  try {
    await sleep(1000);
    const idleRss = rssMb(pid);

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'benchstaff', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`staff login failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const wsUrl = `ws://127.0.0.1:${port}/ws`;

    // Visitor → staff: the staff socket hears every conversation.
    const sentAt = new Map<string, number>();
    const toStaff: number[] = [];
    const staff = await openSocket(wsUrl, base, cookie);
    sockets.push(staff);
    frames(staff, (frame) => {
      if (frame.type !== 'message' || !frame.message.isUser) return;
      const started = sentAt.get(frame.message.text);
      if (started !== undefined) toStaff.push(performance.now() - started);
    });

    // Staff → visitor: each visitor socket hears its own conversation.
    const replyAt = new Map<string, number>();
    const toVisitor: number[] = [];
    const conversations: string[] = [];
    const openStart = performance.now();
    for (let from = 0; from < SOCKETS; from += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, SOCKETS - from) }, async () => {
          const ws = await openSocket(wsUrl, base);
          const conversationId = newConversationId();
          const joined = new Promise<void>((resolve) => {
            frames(ws, (frame) => {
              if (frame.type === 'connected' && frame.conversationId === conversationId) resolve();
              if (frame.type === 'message' && !frame.message.isUser && !frame.message.automatic) {
                const started = replyAt.get(frame.message.text);
                if (started !== undefined) toVisitor.push(performance.now() - started);
              }
            });
          });
          ws.send(JSON.stringify({ type: 'join', conversationId }));
          await joined;
          return { ws, conversationId };
        }),
      );
      for (const { ws, conversationId } of batch) {
        sockets.push(ws);
        conversations.push(conversationId);
      }
    }
    const openSeconds = (performance.now() - openStart) / 1000;
    await sleep(1000);
    const openRss = rssMb(pid);

    const gap = 1000 / RATE;
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < SOCKETS; i++) {
        const text = `round ${round} visitor ${i} ${randomBytes(4).toString('hex')}`;
        sentAt.set(text, performance.now());
        sockets[i + 1]?.send(JSON.stringify({ type: 'message', message: text }));
        await sleep(gap);
      }
    }
    await sleep(2000);
    const loadedRss = rssMb(pid);

    const replies = Math.min(SOCKETS, 500);
    for (let i = 0; i < replies; i++) {
      const text = `reply ${i} ${randomBytes(4).toString('hex')}`;
      replyAt.set(text, performance.now());
      const res = await fetch(`${base}/api/admin/chat/conversations/${conversations[i]}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({ message: text }),
      });
      if (res.status !== 201) throw new Error(`staff reply failed: ${res.status}`);
    }
    await sleep(2000);

    const lost = sentAt.size - toStaff.length + (replyAt.size - toVisitor.length);
    console.log(`\n== ${engine}: ${SOCKETS} visitor sockets + 1 staff socket on one instance`);
    console.log(`opened and joined in ${openSeconds.toFixed(1)} s`);
    console.table({
      'visitor → staff (socket)': summary(toStaff),
      'staff → visitor (reply call → socket)': summary(toVisitor),
    });
    console.log(`messages not delivered: ${lost}`);
    console.log(
      `server RSS: idle ${idleRss} MB, ${SOCKETS} sockets open ${openRss} MB, after messages ${loadedRss} MB`,
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('SQLite', undefined);
if (benchDatabaseUrl) await withPostgresSchema(benchDatabaseUrl, (url) => bench('PostgreSQL', url));
