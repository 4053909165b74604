import { isBackOfficeRole } from '@ta/shared';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { connectDatabase, migrateToLatest } from '../db/connect.js';
import { createUsersRepository } from '../domains/accounts/users-repository.js';
import { AdminInputError, createBackOfficeUser, type AdminInput } from '../domains/accounts/create-admin.js';

const usage = `Creates a back-office account (there is no default admin).

  npm run admin:create                       asks for each value
  npm run admin:create -- --username sam --email sam@example.com \\
      --first-name Sam --last-name Rivera [--role staff]
                                             the password is asked for, or read from ADMIN_PASSWORD

Every value can also come from the environment: ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_FIRST_NAME,
ADMIN_LAST_NAME, ADMIN_PASSWORD, ADMIN_ROLE. The database is the one the server uses
(DATA_DIR or DATABASE_URL).`;

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    role: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const interactive = process.stdin.isTTY === true;
const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;

async function ask(label: string, given: string | undefined): Promise<string> {
  if (given) return given;
  if (!rl) throw new AdminInputError(`${label} is missing (pass it as a flag or environment variable)`);
  return (await rl.question(`${label}: `)).trim();
}

/** Reads a password without echoing it. */
async function askSecret(label: string, given: string | undefined): Promise<string> {
  if (given) return given;
  if (!rl) throw new AdminInputError(`${label} is missing (set ADMIN_PASSWORD)`);
  const output = process.stdout;
  const write = output.write.bind(output);
  process.stdout.write(`${label}: `);
  // Swallow the echo of what is typed while the question is open.
  output.write = ((chunk: string | Uint8Array) =>
    String(chunk).includes('\n') ? write('\n') : true) as typeof output.write;
  try {
    return await rl.question('');
  } finally {
    output.write = write;
  }
}

const env = process.env;
const config = loadConfig();
const handle = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  await migrateToLatest(handle.db);
  const role = values.role ?? env.ADMIN_ROLE ?? 'admin';
  if (!isBackOfficeRole(role)) throw new AdminInputError('role must be admin or staff');
  const input: AdminInput = {
    username: await ask('Username', values.username ?? env.ADMIN_USERNAME),
    email: await ask('E-mail', values.email ?? env.ADMIN_EMAIL),
    firstName: await ask('First name', values['first-name'] ?? env.ADMIN_FIRST_NAME),
    lastName: await ask('Last name', values['last-name'] ?? env.ADMIN_LAST_NAME),
    password: await askSecret('Password (12 characters or more)', env.ADMIN_PASSWORD),
    role,
  };
  if (!env.ADMIN_PASSWORD && rl) {
    const again = await askSecret('Password again', undefined);
    if (again !== input.password) throw new AdminInputError('the two passwords do not match');
  }
  const user = await createBackOfficeUser(createUsersRepository(handle.db), input);
  console.log(`Created ${user.role} "${user.username}" (${user.email}) in the ${handle.engine} database.`);
} catch (err) {
  if (err instanceof AdminInputError) {
    console.error(`Not created:\n${err.message}`);
  } else {
    console.error('Not created:', err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
} finally {
  rl?.close();
  await handle.close();
}
