import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { newSecretsKey } from '../src/lib/secret-box.js';
import type { Engine } from '../src/db/connect.js';
import { hashPassword } from '../src/lib/passwords.js';
import { sessionCookieName } from '../src/plugins/app/session.js';
import type { Role } from '@ta/shared';
import { freshDatabase, whileSchemasStable, type FreshDatabase } from './fresh-database.js';

export interface TestApp {
  app: App;
  config: AppConfig;
  database: FreshDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database of the given engine; web pages off. */
export async function buildTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  { logger = false }: Pick<BuildAppOptions, 'logger'> = {},
): Promise<TestApp> {
  const database = await freshDatabase(engine);
  // A key of its own for secrets at rest, so no test writes a key file.
  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', SECRETS_KEY: newSecretsKey() },
    overrides,
  );
  // The app migrates at start: hold the schema lock meanwhile (see fresh-database.ts).
  const app = await whileSchemasStable(async () => {
    const built = await buildApp(config, { database: database.handle, logger });
    await built.ready();
    return built;
  });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

export const STRONG_PASSWORD = 'Sunny-Porch-Swing-42';
/** Another password that meets every rule: the one an account changes to. */
export const NEW_PASSWORD = 'Morning-Tide-Lantern-3';

let counter = 0;
export function uniqueUser(overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  return {
    firstName: 'Margaret',
    lastName: 'Hill',
    email: `margaret${counter}@example.com`,
    username: `margaret${counter}`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The session cookie's value from a response, if it set one. */
export function sessionCookie(t: TestApp, res: LightMyRequestResponse): string | undefined {
  const name = sessionCookieName(t.config);
  const cookie = res.cookies.find((c) => c.name === name && c.value);
  return cookie?.value;
}

export function cookieHeader(t: TestApp, value: string): { cookie: string } {
  return { cookie: `${sessionCookieName(t.config)}=${value}` };
}

export async function registerClient(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const body = uniqueUser(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { body, cookie: sessionCookie(t, res) as string, user: res.json() as { id: number; role: Role } };
}

/** Creates a staff or admin account directly (as the admin tool does) and logs it in. */
export async function createStaff(t: TestApp, role: 'staff' | 'admin' = 'staff') {
  counter += 1;
  const username = `${role}${counter}`;
  const user = await t.app.repos.users.create({
    username,
    email: `${username}@example.com`,
    firstName: 'Sam',
    lastName: 'Rivera',
    role,
    passwordHash: await hashPassword(STRONG_PASSWORD),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: STRONG_PASSWORD },
  });
  return { user, cookie: sessionCookie(t, res) as string };
}
