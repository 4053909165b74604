import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node 20.19 (the root package.json's `engines`): every package installed for the
 * server and the web app must say it runs there, or `npm install` warns and a future release may not.
 * npm's own ranges, as the lock file copies them: `||` between alternatives, comparators (`>=20`,
 * `<21`), carets (`^20.19.0`) and x-ranges (`20`, `20.x`).
 */
type Version = [number, number, number];

const versionOf = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!match) throw new Error(`An engines range this test does not read: ${comparator}`);
  const [, op = '', major, minor, patch] = match;
  const base = versionOf([major, minor ?? '0', patch ?? '0'].join('.'));
  const wildMinor = minor === undefined || minor === 'x' || minor === '*';
  const wildPatch = wildMinor || patch === undefined || patch === 'x' || patch === '*';
  const c = compare(version, base);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && version[0] === base[0];
    case '~':
      return c >= 0 && version[0] === base[0] && (wildMinor || version[1] === base[1]);
    default:
      return version[0] === base[0] && (wildMinor || version[1] === base[1]) && (wildPatch || version[2] === base[2]);
  }
}

function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => comparator === '' || comparator === '*' || satisfiesComparator(version, comparator)),
  );
}

describe('packages and the Node version the README promises', () => {
  const root = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const lock = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };
  const oldest = versionOf(root.engines.node.replace(/^>=\s*/, ''));

  it('reads npm ranges as npm does', () => {
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 9, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '20.x || 22.x')).toBe(true);
    expect(satisfies([20, 19, 0], '>= 18')).toBe(true);
  });

  it('installs no package that asks for a newer Node than the oldest the README supports', () => {
    const newer = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name} wants Node ${(entry.engines as { node: string }).node}`);
    expect(newer).toEqual([]);
  });

  // The package.json overrides pick cookie 1.1 and content-disposition 2.0 (Node 18+) under the
  // packages that asked for the Node 22 versions; they keep the same API.
  it('still sets and reads cookies, and names downloads, with the versions the overrides pick', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-engines-'));
    fs.writeFileSync(path.join(root, 'report.txt'), 'hello');
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/set', (_request, reply) => reply.setCookie('ta', 'a b;c', { path: '/', httpOnly: true }).send('ok'));
    app.get('/read', (request) => ({ ta: request.cookies.ta }));
    app.get('/file', (_request, reply) => reply.download('report.txt', 'Informe de café.txt'));
    try {
      const set = await app.inject({ method: 'GET', url: '/set' });
      expect(set.headers['set-cookie']).toBe('ta=a%20b%3Bc; Path=/; HttpOnly; SameSite=Lax');
      expect(set.cookies).toEqual([{ name: 'ta', value: 'a b;c', path: '/', httpOnly: true, sameSite: 'Lax' }]);
      const read = await app.inject({ method: 'GET', url: '/read', headers: { cookie: 'ta=a%20b%3Bc' } });
      expect(read.json()).toEqual({ ta: 'a b;c' });
      const file = await app.inject({ method: 'GET', url: '/file' });
      expect(file.body).toBe('hello');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Informe de caf?.txt"; filename*=UTF-8''Informe%20de%20caf%C3%A9.txt`,
      );
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
