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

interface KeyLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** The key file's text, or undefined when there is none. Group or world access to it is taken away. */
async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return undefined;
    throw err;
  }
  await fs.chmod(file, 0o600).catch(() => undefined);
  return parseSecretsKey(text);
}

function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The key that seals secrets at rest (decision 061): SECRETS_KEY; else DATA_DIR/secrets.key where
 * older servers made it, while it is there (with a warning at each start to move it out); else the
 * key file (SECRETS_KEY_FILE, by default in the user's config folder, apart from DATA_DIR, so a copy
 * of the data is not also its key); else a new key, made in the key file (0600, folder 0700) on the
 * first start. The old key wins over the default file: that one is the user's, shared by every
 * instance they run, while the old key sealed this data. A SECRETS_KEY_FILE given with a key other
 * than the old one is refused (one of them would lose the sealed notes). In production a key the
 * server made rather than was given is warned about at every start. The key is never logged.
 */
export async function readOrMakeKey(config: AppConfig, log: KeyLog): Promise<Buffer> {
  if (config.secretsKey) return parseSecretsKey(config.secretsKey);
  const production = config.env === 'production';
  const given = await readKeyFile(config.secretsKeyFile);
  const legacy =
    config.legacySecretsKeyFile === config.secretsKeyFile ? undefined : await readKeyFile(config.legacySecretsKeyFile);
  if (legacy) {
    if (given?.equals(legacy)) {
      log.warn(
        `${config.legacySecretsKeyFile} holds the same key as ${config.secretsKeyFile}: remove it from DATA_DIR.`,
      );
      return given;
    }
    if (given && config.secretsKeyFileGiven) {
      throw new Error(
        `Two different keys for secrets at rest: SECRETS_KEY_FILE ${config.secretsKeyFile} and ${config.legacySecretsKeyFile}. Keep the one that sealed your data (the older one, unless you moved it) and remove the other.`,
      );
    }
    log.warn(
      `The key for secrets at rest is in ${config.legacySecretsKeyFile}, beside the database. Move it to a file of its own outside DATA_DIR and set SECRETS_KEY_FILE (or SECRETS_KEY), keep a copy apart from the backups.`,
    );
    return legacy;
  }
  if (given) {
    if (inside(config.dataDir, config.secretsKeyFile)) {
      log.warn(
        `The key for secrets at rest (${config.secretsKeyFile}) is inside DATA_DIR: a copy of the data then holds its key. Keep it elsewhere (SECRETS_KEY_FILE) or set SECRETS_KEY.`,
      );
    } else if (production && !config.secretsKeyFileGiven) {
      log.warn(
        `The key for secrets at rest is the one this server made in ${config.secretsKeyFile}. Set SECRETS_KEY (or SECRETS_KEY_FILE) from your secret store, and keep a copy apart from the backups.`,
      );
    }
    return given;
  }
  await fs.mkdir(path.dirname(config.secretsKeyFile), { recursive: true, mode: 0o700 });
  // 'wx': two instances starting together never overwrite each other's key.
  await fs
    .writeFile(config.secretsKeyFile, `${newSecretsKey()}\n`, { mode: 0o600, flag: 'wx' })
    .catch((err: unknown) => {
      if ((err as { code?: unknown }).code !== 'EEXIST') throw err;
    });
  log.warn(
    `A new key for secrets at rest was written to ${config.secretsKeyFile}. Keep a copy apart from the data and its backups (or set SECRETS_KEY): sealed access notes cannot be read without it.`,
  );
  const made = await readKeyFile(config.secretsKeyFile);
  if (!made) throw new Error(`The key file ${config.secretsKeyFile} could not be read back`);
  return made;
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('secretBox', createSecretBox(await readOrMakeKey(config, app.log)));
  },
  { name: 'secret-box' },
);
