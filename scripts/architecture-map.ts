// `npm run docs:map`: writes the "Where to find" part of docs/architecture.md from the server's tree, so the
// map cannot drift from the code: each domain's folder with its routes, services, repositories, tests and
// tables, and every table of the database with the domains that use it. scripts/architecture-map.test.ts
// fails when the written map is not what this makes.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server/src');
const DOMAINS = path.join(SERVER, 'domains');
export const ARCHITECTURE_DOC = path.join(ROOT, 'docs/architecture.md');
export const START = '<!-- where-to-find:start (npm run docs:map writes this part) -->';
export const END = '<!-- where-to-find:end -->';

const TABLE_USE = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|with)\(\s*'(\w+)(?: as \w+)?'/g;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
    })
    .sort();
}

/** The tables the database has, by their SQL names: the keys each db/tables/<domain>.ts adds to `Database`. */
export function databaseTables(): string[] {
  const dir = path.join(SERVER, 'db/tables');
  return fs
    .readdirSync(dir)
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      return [...source.matchAll(/export interface \w+Tables \{([^}]*)\}/g)].flatMap((block) =>
        [...(block[1] ?? '').matchAll(/^\s*(\w+):/gm)].map((match) => snake(match[1] ?? '')),
      );
    })
    .sort();
}

interface DomainMap {
  name: string;
  routes: string[];
  code: string[];
  tests: string[];
  tables: Set<string>;
}

function domainMap(name: string): DomainMap {
  const dir = path.join(DOMAINS, name);
  const files = filesUnder(dir);
  const rel = (file: string) => path.relative(dir, file);
  const isTest = (file: string) => file.endsWith('.test.ts') || rel(file).startsWith('test/');
  const tables = new Set<string>();
  for (const file of files.filter((f) => !isTest(f))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(TABLE_USE)) tables.add(snake(match[1] ?? ''));
  }
  return {
    name,
    routes: files.filter((f) => rel(f).startsWith('routes/')).map(rel),
    code: files.filter((f) => !isTest(f) && !rel(f).startsWith('routes/')).map(rel),
    tests: files.filter(isTest).map(rel),
    tables,
  };
}

export function domainNames(): string[] {
  return fs
    .readdirSync(DOMAINS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The generated part of docs/architecture.md, markers included. */
export function architectureMap(): string {
  const domains = domainNames().map(domainMap);
  // Prettier leaves the generated part as written, so the test compares it to what this makes.
  const lines: string[] = [START, '<!-- prettier-ignore-start -->', ''];
  for (const domain of domains) {
    const dir = `apps/server/src/domains/${domain.name}/`;
    lines.push(`### ${domain.name}`, '', `\`${dir}\``, '');
    const kinds: [string, (file: string) => boolean][] = [
      ['Repositories (all its SQL)', (file) => /-(repository|queries|rows|recipients)\.ts$/.test(file)],
      ['E-mails', (file) => /-(emails|notices|alerts|delivery)\.ts$/.test(file)],
      ['Services and rules', () => true],
    ];
    const left = new Set(domain.code);
    lines.push('| Part | Files |', '| --- | --- |');
    for (const [kind, test] of kinds) {
      const files = [...left].filter(test);
      for (const file of files) left.delete(file);
      if (files.length > 0) lines.push(`| ${kind} | ${files.join(', ')} |`);
    }
    lines.push(`| Routes (JSON calls and no-JavaScript forms) | ${domain.routes.join(', ')} |`);
    lines.push(`| Tests | ${domain.tests.join(', ') || 'none'} |`);
    lines.push(`| Tables | ${[...domain.tables].sort().join(', ') || 'none'} |`, '');
  }
  lines.push('### Every table', '', '| Table | Used by |', '| --- | --- |');
  for (const table of databaseTables()) {
    const users = domains.filter((domain) => domain.tables.has(table)).map((domain) => domain.name);
    const shared = sharedUsers(table);
    const by = [...users, ...shared];
    lines.push(`| ${table} | ${by.length > 0 ? by.join(', ') : 'no code reads or writes it yet'} |`);
  }
  lines.push('', '<!-- prettier-ignore-end -->', END);
  return lines.join('\n');
}

/** Tables used by the shared pieces (mail/, db/) rather than a domain. */
function sharedUsers(table: string): string[] {
  const users: string[] = [];
  for (const folder of ['mail', 'db', 'lib', 'plugins']) {
    const files = filesUnder(path.join(SERVER, folder)).filter((f) => !f.includes(`${path.sep}migrations${path.sep}`));
    const used = files.some((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(TABLE_USE)].some((match) => snake(match[1] ?? '') === table),
    );
    if (used) users.push(`${folder}/`);
  }
  return users;
}

/** docs/architecture.md with its generated part replaced by `map`. */
export function withMap(doc: string, map: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} part`);
  return doc.slice(0, start) + map + doc.slice(end + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
  fs.writeFileSync(ARCHITECTURE_DOC, withMap(doc, architectureMap()));
  console.log('docs/architecture.md: where to find written');
}
