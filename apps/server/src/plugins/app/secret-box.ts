import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createSecretBox, newSecretsKey, parseSecretsKey, type SecretBox } from '../../lib/secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
  }
}

/**
 * The key that seals secrets at rest: SECRETS_KEY, else DATA_DIR/secrets.key, made on the first
 * start (readable by this user only) with a warning to back it up: without it, sealed values
 * (access notes) cannot be read after a restore. The key itself is never logged.
 */
async function readOrMakeKey(config: AppConfig, warn: (msg: string) => void): Promise<Buffer> {
  if (config.secretsKey) return parseSecretsKey(config.secretsKey);
  try {
    return parseSecretsKey(await fs.readFile(config.secretsKeyFile, 'utf8'));
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(path.dirname(config.secretsKeyFile), { recursive: true, mode: 0o700 });
  // 'wx': two instances starting together never overwrite each other's key.
  await fs
    .writeFile(config.secretsKeyFile, `${newSecretsKey()}\n`, { mode: 0o600, flag: 'wx' })
    .catch((err: unknown) => {
      if ((err as { code?: unknown }).code !== 'EEXIST') throw err;
    });
  warn(
    `A new key for secrets at rest was written to ${config.secretsKeyFile}. Back it up with the data (or set SECRETS_KEY): sealed access notes cannot be read without it.`,
  );
  return parseSecretsKey(await fs.readFile(config.secretsKeyFile, 'utf8'));
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('secretBox', createSecretBox(await readOrMakeKey(config, (msg) => app.log.warn(msg))));
  },
  { name: 'secret-box' },
);
