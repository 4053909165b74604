import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS, chunkName, formChunksInShared, measureChunks, OTHER_CHUNK_MAX_GZIP_BYTES } from './js-budgets.js';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'js-budgets.ts');

/** A built assets folder: each named chunk holds `bytes` of data that gzip cannot shrink. */
function assetsWith(sizes: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-budgets-'));
  for (const [file, bytes] of Object.entries(sizes)) {
    fs.writeFileSync(path.join(dir, file), `/*${randomBytes(bytes).toString('base64')}*/`);
  }
  return dir;
}
const within = () => Object.fromEntries(BUDGETS.map((b) => [`${b.chunk}-AbCdEf12.js`, 1000]));

describe('JavaScript size budgets', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the form libraries imported by the code every page runs, directly or through another chunk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-budgets-'));
    dirs.push(dir);
    const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
    write('index-AbCdEf12.js', 'import"./runtime-AbCdEf12.js";');
    write('app-AbCdEf12.js', 'import{a}from"./runtime-AbCdEf12.js";const m=["assets/forms-AbCdEf12.js"];');
    write('runtime-AbCdEf12.js', 'export const a=1;');
    write('forms-AbCdEf12.js', 'export const z=1;');
    write('contact-page-AbCdEf12.js', 'import{z}from"./forms-AbCdEf12.js";');
    // A lazy page importing the forms, and the preload list naming them, are fine.
    expect(formChunksInShared(dir)).toEqual([]);
    write('paths-AbCdEf12.js', 'import{z}from "./forms-AbCdEf12.js";export const p=z;');
    write('app-AbCdEf12.js', 'import{p}from"./paths-AbCdEf12.js";');
    expect(formChunksInShared(dir)).toEqual(['app-AbCdEf12.js → forms-AbCdEf12.js']);
  });

  it('names a chunk by its file without the hash', () => {
    expect(chunkName('visit-detail-page-KqTMNAaZ.js')).toBe('visit-detail-page');
    expect(chunkName('index-BMjlWULE.js')).toBe('index');
    expect(chunkName('forms-JUC-iLo7.js')).toBe('forms');
    expect(chunkName('contact-DsR0XOC-.js')).toBe('contact');
  });

  it('passes a build within its budgets and fails one with a chunk past its budget', async () => {
    const fine = assetsWith({ ...within(), 'home-page-Zz99Yy88.js': 3000 });
    dirs.push(fine);
    const ok = await run(process.execPath, ['--import', 'tsx', script, fine]);
    expect(ok.stdout).toContain('JavaScript budgets');

    const entryBudget = BUDGETS.find((b) => b.chunk === 'index')!.maxGzipBytes;
    const grown = assetsWith({ ...within(), 'index-AbCdEf12.js': entryBudget });
    dirs.push(grown);
    await expect(run(process.execPath, ['--import', 'tsx', script, grown])).rejects.toMatchObject({
      stderr: expect.stringContaining('Over budget: index-AbCdEf12.js'),
    });
  });

  it('holds every other chunk to the page budget, and refuses a build without a named chunk', () => {
    const dir = assetsWith({ ...within(), 'big-page-Qq11Ww22.js': OTHER_CHUNK_MAX_GZIP_BYTES });
    dirs.push(dir);
    const page = measureChunks(dir).find((chunk) => chunk.file === 'big-page-Qq11Ww22.js')!;
    expect(page.gzipBytes).toBeGreaterThan(page.budget);

    const missing = assetsWith({ 'index-AbCdEf12.js': 10 });
    dirs.push(missing);
    expect(() => measureChunks(missing)).toThrow(/No chunk named app/);
  });
});
