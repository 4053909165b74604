// The JavaScript size budgets, read off the built files: `npm run build` fails when a chunk grows past
// its budget (docs/performance.md "Budgets"). Sizes are the gzip files the server sends
// (apps/web/scripts/precompress.mjs writes them), never timings.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface Budget {
  /** What the chunk is, as the table prints it. */
  label: string;
  /** The chunk's file name without its hash: `index` matches `index-BMjlWULE.js`. */
  chunk: string;
  /** Largest gzipped size allowed, in bytes. */
  maxGzipBytes: number;
}

const KB = 1024;

/**
 * Set a little above the sizes measured on 2026-11-28, so any growth fails the build. Lower a budget
 * when a change makes its chunk smaller; raising one is a decision, written in docs/decisions/.
 * The goal for the landing page is 80 KB in all, the catalogue included (docs/performance.md).
 */
export const BUDGETS: readonly Budget[] = [
  { label: 'first script every page runs', chunk: 'index', maxGzipBytes: 2 * KB },
  // Every page loads it; a signed-out page runs it at the visitor's first reach (decision 065).
  { label: 'app code every page loads', chunk: 'app', maxGzipBytes: 118 * KB },
  { label: 'form libraries', chunk: 'forms', maxGzipBytes: 42 * KB },
];
/** Any other chunk (one page, one dialog) stays under this. */
export const OTHER_CHUNK_MAX_GZIP_BYTES = 16 * KB;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
  budget: number;
  label: string;
}

/**
 * The chunk name of a built file: `visit-detail-page-KqTMNAaZ.js` → `visit-detail-page`. Rollup's hashes
 * are 8 characters of base64url, so they may hold `-` and `_` (`forms-JUC-iLo7.js` → `forms`).
 */
export function chunkName(file: string): string {
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
}

function gzipBytes(file: string): number {
  const compressed = `${file}.gz`;
  return fs.existsSync(compressed)
    ? fs.statSync(compressed).size
    : gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Every built JavaScript chunk in `assetsDir` with its gzipped size and its budget. */
export function measureChunks(assetsDir: string): ChunkSize[] {
  const files = fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  if (files.length === 0) throw new Error(`No JavaScript in ${assetsDir}: build the web app first`);
  for (const budget of BUDGETS) {
    if (!files.some((file) => chunkName(file) === budget.chunk)) {
      throw new Error(`No chunk named ${budget.chunk} in ${assetsDir}: update BUDGETS in scripts/js-budgets.ts`);
    }
  }
  return files.map((file) => {
    const known = BUDGETS.find((budget) => budget.chunk === chunkName(file));
    return {
      file,
      gzipBytes: gzipBytes(path.join(assetsDir, file)),
      budget: known?.maxGzipBytes ?? OTHER_CHUNK_MAX_GZIP_BYTES,
      label: known?.label ?? 'page or part',
    };
  });
}

/** Chunks only forms load: the code every page runs must never import them, even through another chunk. */
const FORM_ONLY_CHUNKS = ['forms', 'zod'];
/** The chunks every page runs. */
const SHARED_CHUNKS = ['index', 'app'];

/**
 * The form-only chunks a shared chunk imports statically, directly or through the chunks it imports
 * (`from"./forms-….js"`, `import"./….js"`). A value a shared file takes from a module that also builds
 * schemas drags zod in: the code every page loads grows, and a circular import between the chunks can
 * stop the page's start (docs/performance.md "Budgets").
 */
export function formChunksInShared(assetsDir: string): string[] {
  const files = fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const importsOf = (file: string): string[] =>
    [...fs.readFileSync(path.join(assetsDir, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => files.includes(name));
  const found = new Set<string>();
  for (const start of files.filter((file) => SHARED_CHUNKS.includes(chunkName(file)))) {
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const next of importsOf(queue.shift() ?? '')) {
        if (seen.has(next)) continue;
        seen.add(next);
        if (FORM_ONLY_CHUNKS.includes(chunkName(next))) found.add(`${start} → ${next}`);
        else queue.push(next);
      }
    }
  }
  return [...found];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): void {
  const assetsDir = path.resolve(process.argv[2] ?? 'apps/web/dist/client/assets');
  const chunks = measureChunks(assetsDir);
  const over = chunks.filter((chunk) => chunk.gzipBytes > chunk.budget);
  const named = chunks.filter((chunk) => chunk.label !== 'page or part');
  const largestOther = chunks
    .filter((chunk) => chunk.label === 'page or part')
    .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  console.log('JavaScript budgets (gzipped):');
  for (const chunk of [...named, ...(largestOther ? [largestOther] : [])]) {
    console.log(
      `  ${chunk.label.padEnd(28)} ${chunk.file.padEnd(34)} ${kb(chunk.gzipBytes).padStart(9)} of ${kb(chunk.budget)}`,
    );
  }
  console.log(`  (${chunks.length} chunks; the largest page or part is shown)`);
  const formsInShared = formChunksInShared(assetsDir);
  for (const chunk of over) {
    console.error(`Over budget: ${chunk.file} is ${kb(chunk.gzipBytes)} gzipped, its budget ${kb(chunk.budget)}`);
  }
  for (const link of formsInShared) {
    console.error(`The code every page runs imports the form libraries: ${link}`);
  }
  if (over.length > 0 || formsInShared.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
