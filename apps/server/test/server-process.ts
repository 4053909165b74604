import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Helpers for tests that run the real server as a separate process. */

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now (the server cannot report PORT=0's choice in a parseable way). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  logs: LogLine[];
  stderr(): string;
  /** Resolves once a log line matches; rejects if the process ends first. */
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** The server on a SQLite file in `dataDir`, without the web pages, logging JSON at info level. */
export function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child process,
  // and a SIGKILL sent to it would leave that child running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      JOBS: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // The key file made on the first start goes with the test's data, not into the user's config folder.
      SECRETS_KEY_FILE: path.join(dataDir, 'test-secrets.key'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const logs: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      logs.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));

  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    stderr: () => errors,
    exited,
    waitForLog(match) {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        void exited.then((code) =>
          reject(new Error(`the server ended (${String(code)}) before the awaited log line:\n${errors}`)),
        );
      });
    },
  };
}

export const isListening = (line: LogLine) => line.msg?.startsWith('Server listening at') === true;
