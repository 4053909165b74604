import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, architectureMap, databaseTables, domainNames, withMap } from './architecture-map.js';

describe("docs/architecture.md's map", () => {
  it('is the one the tree makes today (npm run docs:map writes it)', () => {
    const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
    expect(withMap(doc, architectureMap())).toBe(doc);
  });

  it('names every domain folder and every table of the database', () => {
    const map = architectureMap();
    expect(domainNames().length).toBeGreaterThan(10);
    for (const domain of domainNames()) expect(map).toContain(`### ${domain}\n`);
    const tables = databaseTables();
    expect(tables).toContain('users');
    for (const table of tables) expect(map).toMatch(new RegExp(`^\\| ${table} \\| `, 'm'));
  });

  it('refuses a document without its generated part', () => {
    expect(() => withMap('# Architecture\n', architectureMap())).toThrow(/where-to-find/);
  });
});
