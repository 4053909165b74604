import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// src/server.ts and dist/server.js sit at the same depth: apps/web is two folders up.
const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, process.env.WEB_ROOT ? {} : { webRoot: path.resolve(here, '../../web') });
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Trusted Assistance is running at ${config.publicUrl}`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
