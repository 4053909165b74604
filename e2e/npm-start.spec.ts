import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// `npm start` as a newcomer runs it, on the build this run has just made (no browser needed).

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

test('SIGTERM to `npm start` stops the server it started', async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-npm-start-'));
  // --ignore-scripts skips prestart: on a machine with sources newer than the build it would rebuild
  // the site under the server this run is testing. The start script, what SIGTERM reaches, is the same.
  const npm = spawn('npm', ['start', '--ignore-scripts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const npmExit = new Promise<number | string>((resolve) =>
    npm.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let serverPid: number | undefined;
  try {
    // The server logs JSON lines with its own pid; the one that says it listens names the process to stop.
    let output = '';
    serverPid = await new Promise<number>((resolve, reject) => {
      npm.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const listening = output.split('\n').find((line) => line.includes('"msg":"Server listening at'));
        if (listening) resolve((JSON.parse(listening) as { pid: number }).pid);
      });
      void npmExit.then((code) => reject(new Error(`npm start ended (${String(code)}) before listening:\n${output}`)));
    });
    expect(serverPid).not.toBe(npm.pid);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    npm.kill('SIGTERM');
    const code = await npmExit;
    // npm waits for its script, so once it has exited the server is gone and the port is free.
    await expect.poll(() => isAlive(serverPid!), { timeout: 5_000 }).toBe(false);
    expect(await connectionRefused(port)).toBe(true);
    // The server shut down cleanly and npm reports its exit code.
    expect(code).toBe(0);
  } finally {
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    if (serverPid !== undefined && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
