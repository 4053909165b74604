import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../db/connect.js';
import { verifyPassword } from '../../../lib/passwords.js';
import { createUsersRepository } from '../users-repository.js';
import { AdminInputError, createBackOfficeUser } from '../create-admin.js';
import { engines, freshDatabase, type FreshDatabase } from '../../../../test/fresh-database.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const good = {
  username: 'owner',
  email: 'Owner@Example.com',
  firstName: 'Olivia',
  lastName: 'Grant',
  password: 'Harbor-Lights-Evening-9',
};

describe.each(engines)('creating the first admin on %s', (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('creates an active admin with an argon2id hash', async () => {
    const users = createUsersRepository(database.handle.db);
    const user = await createBackOfficeUser(users, good);
    expect(user).toMatchObject({ username: 'owner', email: 'owner@example.com', role: 'admin', active: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, good.password)).toBe(true);
  });

  it.each([
    ['a short password', { password: 'Short-pw-1' }, /at least 12/],
    ['a common password', { password: 'qwerty123456' }, /too common/],
    ['a predictable password', { password: 'password1234' }, /easy to guess/],
    ['a password holding the username', { password: 'owner-owner-owner' }, /must not contain the username/],
    ['a bad e-mail', { email: 'not-an-email' }, /valid email/],
  ])('refuses %s and creates nothing', async (_label, change, message) => {
    const users = createUsersRepository(database.handle.db);
    await expect(createBackOfficeUser(users, { ...good, ...change })).rejects.toThrow(message);
    expect(await users.findByLogin('owner')).toBeUndefined();
  });

  it('refuses a username or e-mail already in use', async () => {
    const users = createUsersRepository(database.handle.db);
    await createBackOfficeUser(users, good);
    await expect(createBackOfficeUser(users, { ...good, email: 'other@example.com' })).rejects.toBeInstanceOf(
      AdminInputError,
    );
    await expect(createBackOfficeUser(users, { ...good, username: 'other' })).rejects.toThrow(/already has an account/);
  });
});

describe('npm run admin:create', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-admin-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (env: Record<string, string>, args: string[] = []) =>
    run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/cli/create-admin.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });

  it('creates the admin from flags and ADMIN_PASSWORD, without prompting', async () => {
    const { stdout } = await cli({ ADMIN_PASSWORD: good.password }, [
      '--username',
      'owner',
      '--email',
      'owner@example.com',
      '--first-name',
      'Olivia',
      '--last-name',
      'Grant',
    ]);
    expect(stdout).toContain('Created admin "owner"');
    const handle = connectDatabase({ sqliteFile: path.join(dataDir, 'trusted-assistance.sqlite') });
    const user = await createUsersRepository(handle.db).findByLogin('owner');
    await handle.close();
    expect(user?.role).toBe('admin');
  });

  it('exits non-zero with the reason when the password is weak', async () => {
    const failure = await cli({
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_FIRST_NAME: 'Olivia',
      ADMIN_LAST_NAME: 'Grant',
      ADMIN_PASSWORD: 'password',
    }).catch((err: { code: number; stderr: string }) => err);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Not created');
  });
});
