import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment, a test title or a doc states the rule it relies on, or points into docs/. It never cites a
 * document a clone of the repository does not have: the original specification's sections, its
 * decisions file, the design and style guides, or an issue tracker's numbers.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const THIS_FILE = 'scripts/no-outside-citations.test.ts';

/** Documents outside the repository, wherever they are named. */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  /\bSPEC\b/,
  /\bspec(?:ification)?\s*§/i,
  /\bDECISIONS\b/,
  /\b(?:DESIGN|STYLE)\.md\b/,
  /shared\/(?:spec|guides)\//,
];
/** Issue numbers too, in code: decision records may tell their history, code may not. */
const IN_CODE_ONLY: readonly RegExp[] = [/\bissues?\s*#?\d/i];

const CODE = /\.(?:[cm]?[jt]sx?|css|html|sh|lua|json)$/;
const DOCS = /\.md$/;
/** Scripts without an extension, such as .ci/run. */
const EXTENSIONLESS_SCRIPT = /^(?:\.ci|scripts)\/[^./]+$/;

function citationsIn(file: string, text: string): string[] {
  const isCode = CODE.test(file) || EXTENSIONLESS_SCRIPT.test(file);
  if (!isCode && !DOCS.test(file)) return [];
  const patterns = isCode ? [...OUTSIDE_DOCUMENTS, ...IN_CODE_ONLY] : OUTSIDE_DOCUMENTS;
  return text
    .split('\n')
    .flatMap((line, index) =>
      patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

function trackedFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listing
    .split('\0')
    .filter((file) => file && file !== THIS_FILE && file !== 'package-lock.json' && !file.includes('/dist/'))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

describe('citations of documents outside the repository', () => {
  it('finds each kind, in code and in docs', () => {
    const cited = [
      '/** SPEC §5: users are searched by name */',
      '// DECISIONS.md "Chat": every socket',
      "it('changes the status (SPEC PATCH)', () => {",
      '/** The back office (issue 5). */',
      '// Issue 16, part 2: forms without JavaScript',
      '/** Never colour alone (DESIGN.md). */',
    ];
    expect(citationsIn('apps/server/src/a.ts', cited.join('\n'))).toHaveLength(cited.length);
    expect(citationsIn('.ci/run', 'echo "issue 7"')).toEqual(['.ci/run:1: echo "issue 7"']);
    expect(citationsIn('docs/a.md', 'Search over spec §5 fields.\nSee DECISIONS.md.')).toHaveLength(2);
  });

  it('leaves plain rules, outside standards and decision records alone', () => {
    const plain = [
      '/** Users are searched over username, e-mail, first name, last name and role */',
      '/** iCalendar line folding (RFC 5545 §3.1) */',
      "test('the landing page', async () => {}); // landing.spec.ts",
      '/** See docs/decisions/014-live-chat.md. */',
    ];
    expect(citationsIn('apps/web/src/a.tsx', plain.join('\n'))).toEqual([]);
    expect(citationsIn('docs/decisions/030-a.md', '**Context.** Issue 16 asked for it.')).toEqual([]);
    expect(citationsIn('apps/web/public/logo.svg', 'SPEC §1')).toEqual([]);
  });

  it('are nowhere in the tracked files', () => {
    const found = trackedFiles().flatMap((file) => citationsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found, 'State the rule in plain words, or point into docs/, instead of citing:').toEqual([]);
  });
});
