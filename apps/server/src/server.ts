import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { describeStartupFailure } from './db/startup-failure.js';
import { acquireServerLock, ServerLockHeldError, type ServerLock } from './db/server-lock.js';
import { closeOnSignals } from './graceful-shutdown.js';

// src/server.ts and dist/server.js sit at the same depth: apps/web is two folders up.
const here = path.dirname(fileURLToPath(import.meta.url));
/** Settings that cannot work end the start with one line on stderr, not a stack trace. */
function loadSettings(): AppConfig {
  try {
    return loadConfig(process.env, process.env.WEB_ROOT ? {} : { webRoot: path.resolve(here, '../../web') });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const config = loadSettings();

// One server per SQLite file (PostgreSQL takes several): refuse before touching the database.
let lock: ServerLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = acquireServerLock(config.sqliteFile);
  } catch (err) {
    if (!(err instanceof ServerLockHeldError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** A database the server cannot reach ends the start with one line, not a stack trace. */
function exitIfDatabaseUnreachable(err: unknown): void {
  const line = describeStartupFailure(err, config.databaseUrl);
  if (!line) return;
  console.error(line);
  process.exit(1);
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (err) {
  exitIfDatabaseUnreachable(err);
  throw err;
}
closeOnSignals(app, {
  drainSeconds: config.shutdownDrainSeconds,
  timeoutSeconds: config.shutdownTimeoutSeconds,
  afterClose: () => lock?.release(),
});

try {
  if (config.listen) {
    await app.listen({ host: config.host, port: config.port });
    app.log.info(`Trusted Assistance is running at ${config.publicUrl}`);
  } else {
    // A worker-only instance (LISTEN=false, docs/deployment.md): it runs queued jobs and answers no HTTP.
    await app.ready();
    app.log.info('Trusted Assistance worker is running');
  }
} catch (err) {
  exitIfDatabaseUnreachable(err);
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
