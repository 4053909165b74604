import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export type BackOfficeRole = 'admin' | 'staff';

const FIRST_NAMES = ['Ada', 'Bea', 'Carmen', 'Dolores', 'Elena', 'Frank', 'Gloria', 'Harold', 'Irene', 'Jorge'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Castillo', 'Dunn', 'Ellison', 'Foster', 'Garcia', 'Hughes', 'Ingram'];
const WORDS = ['Sunny', 'Porch', 'Swing', 'Orange', 'Grove', 'Pelican', 'Harbor', 'Cypress', 'Lantern', 'Meadow'];

const pick = <T>(list: readonly T[]): T => list[randomBytes(1)[0]! % list.length]!;

/** A short suffix that stays unique across tests and repeated runs. */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * A strong, uncommon passphrase (the server refuses the 10,000 most common passwords; the
 * admin tool wants 12 characters or more and a strength estimate of 3, which a word said three
 * times does not reach: the three words differ).
 */
export function strongPassword(): string {
  const words = [...WORDS];
  const three = [0, 1, 2].map(() => words.splice(randomBytes(1)[0]! % words.length, 1)[0]!);
  return `${three.join('-')}-${10 + (randomBytes(1)[0]! % 90)}`;
}

/**
 * Five random letters after a family name ("Brooks-Qvtam"): the suite makes hundreds of accounts, and
 * staff pickers and lists are read by name, so two accounts must never share one (a name holds no digits).
 */
function uniqueLastName(): string {
  const letters = [...randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${pick(LAST_NAMES)}-${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** Fresh, valid account details; `label` ends up in the username to make failures easier to read. */
export function newUser(label = 'client'): TestUser {
  const suffix = uniqueSuffix();
  const username = `${label}_${suffix}`.toLowerCase().slice(0, 40);
  return {
    firstName: pick(FIRST_NAMES),
    lastName: uniqueLastName(),
    email: `${username}@example.com`,
    username,
    password: strongPassword(),
  };
}

/** "Ada Brooks" → "AB", as the header avatar shows it. */
export function initialsOf(user: Pick<TestUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
}

/**
 * Creates a staff or admin account with the command-line tool, as the owner would
 * (there is no other way to make one without an admin). Needs `npm run build`.
 */
export async function createBackOfficeUser(
  role: BackOfficeRole = 'admin',
  user = newUser(role),
  { dataDir = e2eDataDir }: { dataDir?: string } = {},
): Promise<TestUser> {
  try {
    await run(
      process.execPath,
      [
        'apps/server/dist/cli/create-admin.js',
        '--username',
        user.username,
        '--email',
        user.email,
        '--first-name',
        user.firstName,
        '--last-name',
        user.lastName,
        '--role',
        role,
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          ADMIN_PASSWORD: user.password,
        },
        timeout: 30_000,
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`create-admin failed for ${user.username}:\n${stdout}${stderr}`, { cause: error });
  }
  return user;
}

/**
 * A client address of its own for one registration (the e2e server trusts X-Forwarded-For from
 * 127.0.0.1), so the accounts a run makes never spend the shared address's register budget
 * (10 an hour): the suite's count of registrations can grow without tripping the limit.
 */
function registrationAddress(): string {
  const [a, b] = randomBytes(2);
  return `10.250.${a}.${(b! % 250) + 1}`;
}

/**
 * Creates a client account through the API (the same call the register form makes). The
 * request context keeps the session cookie, so its storage state is a signed-in client.
 */
export async function registerClient(request: APIRequestContext, user = newUser()): Promise<TestUser> {
  const response = await request.post('/api/register', {
    data: { ...user, confirmPassword: user.password },
    headers: { 'X-Forwarded-For': registrationAddress() },
  });
  if (response.status() !== 201) {
    throw new Error(`register ${user.username}: HTTP ${response.status()} ${await response.text()}`);
  }
  return user;
}

/** Logs in through the API (one of the 30 logins per 15 minutes the suite's address may make). */
export async function logInWithApi(request: APIRequestContext, user: Pick<TestUser, 'username' | 'password'>) {
  const response = await request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  if (!response.ok()) {
    throw new Error(`login ${user.username}: HTTP ${response.status()} ${await response.text()}`);
  }
}
