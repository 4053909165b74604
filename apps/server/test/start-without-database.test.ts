import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer } from './server-process.js';

describe('starting the server when its database cannot be reached', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('prints one line saying which database it cannot reach, never the password, and exits non-zero', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-without-database-'));
    folders.push(dataDir);
    // A loopback port nothing listens on: the connection is refused at once.
    const closed = await freePort();
    const server = startServer(dataDir, await freePort(), {
      DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${closed}/app`,
    });

    const code = await server.exited;

    expect(code).toBe(1);
    expect(server.stderr()).toBe(`Cannot reach the database at 127.0.0.1:${closed}: connect ECONNREFUSED\n`);
    const everything = server.stderr() + JSON.stringify(server.logs);
    expect(everything).not.toContain('s3cret-pw');
  });
});
