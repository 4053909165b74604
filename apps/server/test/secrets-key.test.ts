import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { newSecretsKey, parseSecretsKey } from '../src/lib/secret-box.js';
import { readOrMakeKey } from '../src/plugins/app/secret-box.js';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** A log that keeps its warnings, to read what an operator would be told. */
function keyLog() {
  const warnings: string[] = [];
  return { warnings, info: () => undefined, warn: (msg: string) => void warnings.push(msg) };
}

// The key that seals access notes is kept apart from the data (decision 061): a copy of DATA_DIR (a
// backup, a stolen disk image of the data volume) must not also hold the key that opens it.
describe('the secrets key', () => {
  let root: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-key-'));
    env = { NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), XDG_CONFIG_HOME: path.join(root, 'config') };
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is made on the first start outside DATA_DIR, readable by the service account only, and kept', async () => {
    const config = loadConfig(env);
    expect(path.relative(config.dataDir, config.secretsKeyFile).startsWith('..')).toBe(true);
    expect(config.secretsKeyFile).toBe(path.join(root, 'config', 'trusted-assistance', 'secrets.key'));
    const log = keyLog();
    const first = await readOrMakeKey(config, log);
    expect(modeOf(config.secretsKeyFile)).toBe('600');
    expect(modeOf(path.dirname(config.secretsKeyFile))).toBe('700');
    expect(fs.existsSync(path.join(config.dataDir, 'secrets.key'))).toBe(false);
    expect(log.warnings.join('\n')).toContain('A new key for secrets at rest was written');
    expect(log.warnings.join('\n')).not.toContain(first.toString('base64'));

    // The next start reads the same key, and in production says it was made here rather than given.
    const again = keyLog();
    expect((await readOrMakeKey(config, again)).equals(first)).toBe(true);
    expect(again.warnings.join('\n')).toContain('Set SECRETS_KEY (or SECRETS_KEY_FILE)');
  });

  it('takes SECRETS_KEY_FILE where it is given, and says nothing more in production', async () => {
    const file = path.join(root, 'keys', 'ta.key');
    const config = loadConfig({ ...env, SECRETS_KEY_FILE: file });
    expect(config.secretsKeyFile).toBe(file);
    const made = await readOrMakeKey(config, keyLog());
    const log = keyLog();
    expect((await readOrMakeKey(config, log)).equals(made)).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('keeps using a key made in DATA_DIR by an older server, telling to move it, and makes no new one', async () => {
    const config = loadConfig(env);
    const old = newSecretsKey();
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(config.dataDir, 'secrets.key'), `${old}\n`, { mode: 0o644 });
    const log = keyLog();
    expect((await readOrMakeKey(config, log)).equals(parseSecretsKey(old))).toBe(true);
    expect(fs.existsSync(config.secretsKeyFile)).toBe(false);
    expect(modeOf(path.join(config.dataDir, 'secrets.key'))).toBe('600');
    expect(log.warnings.join('\n')).toContain('beside the database. Move it to');
  });

  it('refuses a SECRETS_KEY_FILE beside a different old key in DATA_DIR; the default file yields to the old key', async () => {
    const given = loadConfig({ ...env, SECRETS_KEY_FILE: path.join(root, 'etc', 'secrets.key') });
    const old = newSecretsKey();
    fs.mkdirSync(given.dataDir, { recursive: true });
    fs.writeFileSync(path.join(given.dataDir, 'secrets.key'), `${old}\n`);
    fs.mkdirSync(path.dirname(given.secretsKeyFile), { recursive: true });
    fs.writeFileSync(given.secretsKeyFile, `${newSecretsKey()}\n`);
    await expect(readOrMakeKey(given, keyLog())).rejects.toThrow('Two different keys for secrets at rest');
    // The same key moved (copied) out of DATA_DIR: taken, with a word to remove the old copy.
    fs.copyFileSync(path.join(given.dataDir, 'secrets.key'), given.secretsKeyFile);
    const log = keyLog();
    expect((await readOrMakeKey(given, log)).equals(parseSecretsKey(old))).toBe(true);
    expect(log.warnings.join('\n')).toContain('remove it from DATA_DIR');

    // The default file is this user's, for every instance they run: this data's own old key wins.
    const byDefault = loadConfig(env);
    await readOrMakeKey(loadConfig({ ...env, DATA_DIR: path.join(root, 'other') }), keyLog());
    expect(fs.existsSync(byDefault.secretsKeyFile)).toBe(true);
    expect((await readOrMakeKey(byDefault, keyLog())).equals(parseSecretsKey(old))).toBe(true);
  });

  it('warns when SECRETS_KEY_FILE is put inside DATA_DIR', async () => {
    const config = loadConfig({ ...env, SECRETS_KEY_FILE: path.join(root, 'data', 'k', 'secrets.key') });
    await readOrMakeKey(config, keyLog());
    const log = keyLog();
    await readOrMakeKey(config, log);
    expect(log.warnings.join('\n')).toContain('is inside DATA_DIR');
  });

  it('takes SECRETS_KEY before any file', async () => {
    const key = newSecretsKey();
    const config = loadConfig({ ...env, SECRETS_KEY: key });
    const log = keyLog();
    expect((await readOrMakeKey(config, log)).equals(parseSecretsKey(key))).toBe(true);
    expect(fs.existsSync(config.secretsKeyFile)).toBe(false);
    expect(log.warnings).toEqual([]);
  });
});
