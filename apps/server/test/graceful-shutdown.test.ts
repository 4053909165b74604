import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, isListening, startServer, type LogLine, type ServerProcess } from './server-process.js';
import { contactSubmission } from './support/contact-requests.js';

/** A request written by hand on its own connection, so the test decides when its body ends. */
class SlowRequest {
  readonly socket: net.Socket;
  private received = '';
  readonly ended: Promise<string>;

  constructor(
    port: number,
    method: string,
    url: string,
    private readonly body: string,
  ) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8').on('data', (chunk: string) => (this.received += chunk));
    this.ended = new Promise((resolve, reject) => {
      this.socket.on('close', () => resolve(this.received));
      this.socket.on('error', reject);
    });
    const length = Buffer.byteLength(body);
    this.socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\n\r\n${body.slice(0, 20)}`,
    );
  }

  finish(): void {
    this.socket.write(this.body.slice(20));
  }
}

/** The answers on a connection, read by their Content-Length: their statuses, and whether the last was cut short. */
function wholeAnswers(raw: Buffer): { statuses: number[]; cut: boolean } {
  const statuses: number[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) return { statuses, cut: true };
    const head = raw.subarray(at, end).toString('latin1');
    statuses.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]));
    at = end + 4 + Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!(at <= raw.length)) return { statuses, cut: true };
  }
  return { statuses, cut: false };
}

/** The status codes of every response on a connection, in order. */
function statuses(raw: string): number[] {
  return [...raw.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
}

async function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** What one connection received before it closed: its response statuses, or the socket error's code. */
interface Outcome {
  statuses: number[];
  error?: string;
}

/** A connection that writes `requests` (raw HTTP/1.1) at once, or later through `send`. */
function connection(port: number, ...requests: string[]) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const outcome = new Promise<Outcome>((resolve) => {
    let error: string | undefined;
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ statuses: statuses(received), ...(error ? { error } : {}) }));
  });
  for (const request of requests) socket.write(request);
  return { socket, outcome, send: (request: string) => socket.write(request) };
}

const read = (port: number) => `GET /api/service-types HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

/** Arrivals are logged at debug (decision 018), which these tests turn on. */
const isContactArrival = (line: LogLine) => line.msg === 'incoming request' && line.req?.url === '/api/contact';

const contactBody = (n: number) => JSON.stringify(contactSubmission(n));

describe('the server process', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-process-'));
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM, reports not ready, finishes the requests in flight, refuses new ones, and exits 0', async () => {
    const server = startServer(dataDir, await freePort(), { SHUTDOWN_DRAIN_SECONDS: '4', LOG_LEVEL: 'debug' });
    servers.push(server);
    await server.waitForLog(isListening);

    // Three contact requests, staggered, each stopped halfway through its body.
    const inFlight: SlowRequest[] = [];
    for (let n = 1; n <= 3; n += 1) {
      inFlight.push(new SlowRequest(server.port, 'POST', '/api/contact', contactBody(n)));
      // Fastify logs a request when it routes it, before its body arrives: it is in flight.
      await server.waitForLog(() => server.logs.filter(isContactArrival).length >= n);
    }

    server.child.kill('SIGTERM');
    await server.waitForLog((l) => l.msg === 'shutting down: finishing the requests in flight');
    // Draining: still serving, but telling the balancer to send nothing new.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', message: 'The server is shutting down.' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // After the drain the listening socket closes: new connections are refused.
    while (!(await connectionRefused(server.port))) await new Promise((r) => setTimeout(r, 50));

    // The bodies complete only now; the server waited for them.
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.ended));
    expect(answers.map(statuses)).toEqual([[201], [201], [201]]);
    const code = await server.exited;
    if (code !== 0) console.log(JSON.stringify(server.logs.slice(-8), null, 1), server.stderr());
    expect(code).toBe(0);

    // Every acknowledged request was written before the database closed.
    const db = new SQLite(path.join(dataDir, 'trusted-assistance.sqlite'), { readonly: true });
    const rows = db
      .prepare("select last_name from contact_requests where email like 'dorothy%' order by last_name")
      .all();
    db.close();
    expect(rows).toEqual([{ last_name: 'Baker1' }, { last_name: 'Baker2' }, { last_name: 'Baker3' }]);
  }, 40_000);

  it('under load, lets every answer started before SIGTERM finish whole, however long it takes', async () => {
    const server = startServer(dataDir, await freePort(), { LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_SECONDS: '30' });
    servers.push(server);
    await server.waitForLog(isListening);

    // Thirty contact requests with long messages, each stopped partway through its body…
    const uploads = Array.from(
      { length: 30 },
      (_, i) =>
        new SlowRequest(
          server.port,
          'POST',
          '/api/contact',
          JSON.stringify({ ...contactSubmission(100 + i), message: `Please call me back. ${'x'.repeat(4900)}` }),
        ),
    );
    await server.waitForLog(() => server.logs.filter(isContactArrival).length >= uploads.length);
    // …and six connections that each ask for the API document (half a megabyte) twelve times, read
    // only later: more than the kernel's buffers hold, so answers are still being written.
    const download = `GET /api/docs HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`;
    const downloads = Array.from({ length: 6 }, () => {
      const socket = net.connect(server.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise<Buffer>((resolve, reject) => {
        socket.on('close', () => resolve(Buffer.concat(chunks)));
        socket.on('error', reject);
      });
      socket.write(download.repeat(12));
      socket.pause();
      return { socket, closed };
    });
    await server.waitForLog(() => server.logs.filter((l) => l.req?.url === '/api/docs').length >= downloads.length);

    server.child.kill('SIGTERM');
    while (!(await connectionRefused(server.port))) await new Promise((r) => setTimeout(r, 50));
    // Well past the short grace for requests still on their way: these are in flight, not on their way.
    await new Promise((r) => setTimeout(r, 1500));
    for (const upload of uploads) upload.finish();
    for (const download of downloads) download.socket.resume();

    const answers = await Promise.all(uploads.map((u) => u.ended));
    expect(answers.map(statuses)).toEqual(uploads.map(() => [201]));
    for (const raw of await Promise.all(downloads.map((d) => d.closed))) {
      // Every answer begun arrived whole (the connection closes after the one under way at the signal).
      const answered = wholeAnswers(raw);
      expect(answered.cut).toBe(false);
      expect(answered.statuses.length).toBeGreaterThan(0);
      expect(answered.statuses.every((status) => status === 200 || status === 503)).toBe(true);
    }
    expect(await server.exited).toBe(0);
    const db = new SQLite(path.join(dataDir, 'trusted-assistance.sqlite'), { readonly: true });
    const saved = db.prepare("select count(*) as n from contact_requests where email like 'dorothy1__@%'").get();
    db.close();
    expect(saved).toEqual({ n: 30 });
  }, 60_000);

  it('answers reads sent just before SIGTERM (200 or 503) and never resets a connection', async () => {
    const server = startServer(dataDir, await freePort());
    servers.push(server);
    await server.waitForLog(isListening);

    // A keep-alive connection that has had its answer and then stays idle.
    const idle = connection(server.port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await expect.poll(() => idle.socket.bytesRead).toBeGreaterThan(0);

    // Eight reads on new connections, 5 ms before the signal: some are still in the kernel's
    // accept queue or unread in their socket when the shutdown begins.
    const reads = Array.from({ length: 8 }, () => connection(server.port, read(server.port)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');

    const outcomes = await Promise.all(reads.map((r) => r.outcome));
    for (const outcome of outcomes) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.statuses).toHaveLength(1);
      expect([200, 503]).toContain(outcome.statuses[0]);
    }
    // The idle connection is closed with a FIN, not a reset.
    expect(await idle.outcome).toEqual({ statuses: [200] });
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('lets go of an idle client that never closes its side, and exits 0', async () => {
    const server = startServer(dataDir, await freePort(), { SHUTDOWN_TIMEOUT_SECONDS: '20' });
    servers.push(server);
    await server.waitForLog(isListening);
    // Half-open: this client answers the server's FIN with nothing and keeps its side open.
    const socket = net.connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await expect.poll(() => statuses(received)).toEqual([200]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    socket.destroy();
  }, 30_000);

  it('exits with code 1 once SHUTDOWN_TIMEOUT_SECONDS have passed, if a connection never finishes', async () => {
    const server = startServer(dataDir, await freePort(), { SHUTDOWN_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'debug' });
    servers.push(server);
    await server.waitForLog(isListening);
    const stuck = new SlowRequest(server.port, 'POST', '/api/contact', contactBody(9));
    await server.waitForLog(isContactArrival);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.logs.map((l) => l.msg)).toContain('shutdown did not finish within 1 s: exiting anyway');
    stuck.socket.destroy();
  }, 30_000);

  it('refuses a second server on the same SQLite file, and starts again after a kill -9', async () => {
    const first = startServer(dataDir, await freePort());
    servers.push(first);
    await first.waitForLog(isListening);

    const second = startServer(dataDir, await freePort());
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `Another Trusted Assistance server is already using ${path.join(dataDir, 'trusted-assistance.sqlite')}.`,
    );
    expect(second.logs.filter(isListening)).toEqual([]);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    // A crash leaves no stale lock: the OS drops it with the process.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dataDir, await freePort());
    servers.push(third);
    await third.waitForLog(isListening);
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
