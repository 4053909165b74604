import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  databaseFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The built server on a free port and a fresh data folder of its own, with settings the shared
 * server does not have (a short idle limit). Stopped with SIGTERM; its folder is removed.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-own-server-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || tries > 300) {
      await stop();
      throw new Error(`the server did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, dataDir, databaseFile: path.join(dataDir, 'trusted-assistance.sqlite'), stop };
}
