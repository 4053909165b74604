import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailbox } from './mailbox.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Sends one message through the SMTP server on `port` (loopback, no TLS). */
async function deliver(port: number, subject: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'office@example.com', to: 'client@example.com', subject, text: 'Hello' });
  } finally {
    transport.close();
  }
}

/** Reads the socket until a line starting with `code` followed by a space (a reply's last line). */
function reply(socket: net.Socket, code: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.split('\r\n').some((line) => line.startsWith(`${code} `))) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/**
 * A sender that starts a message (MAIL FROM accepted) and then resets the connection: the
 * server sees ECONNRESET inside a transaction, which the SMTP library reports as an error.
 */
async function resetMidTransaction(port: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await reply(socket, '220');
  socket.write('EHLO tester\r\n');
  await reply(socket, '250');
  socket.write('MAIL FROM:<office@example.com>\r\n');
  await reply(socket, '250');
  socket.resetAndDestroy();
  // Let the server read the reset before the next connection arrives.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('probe has no port');
  return address.port;
}

/** Resolves once something accepts connections on `port`, or fails when `child` ends first. */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`mailbox server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1', () => {
        probe.end();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('mailbox server did not start');
}

describe('the test mailboxes survive a sender resetting its connection', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('the in-process mailbox keeps accepting mail after a reset', async () => {
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.stop());
    await resetMidTransaction(mailbox.port);
    await deliver(mailbox.port, 'After the reset');
    expect((await mailbox.latestTo('client@example.com', 'After the reset')).text.trim()).toBe('Hello');
  });

  it("the browser tests' mailbox server keeps accepting mail after a reset", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-reset-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/mailbox-server.ts', String(port), folder], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    cleanups.push(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    });
    await listening(port, child);

    await resetMidTransaction(port);
    await deliver(port, 'After the reset');

    expect(child.exitCode, stderr).toBeNull();
    const written = JSON.parse(fs.readFileSync(path.join(folder, '000001.json'), 'utf8')) as { subject: string };
    expect(written.subject).toBe('After the reset');
  });
});
