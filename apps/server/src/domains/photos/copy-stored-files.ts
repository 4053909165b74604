import { PHOTO_VARIANTS, type PhotoStorage, type PhotoVariant, type StoredPhoto } from './photo-storage.js';

/** One stored file: a key's full-size photo or its thumbnail. */
export interface StoredFile {
  key: string;
  variant: PhotoVariant;
}

export interface CopyReport {
  /** Copied, and read back from the target byte for byte. */
  moved: number;
  /** Already in the target with the same bytes and type (an earlier run): left alone. */
  alreadyThere: number;
  /** Among `moved`: the target held different bytes under the name, now replaced. */
  replaced: number;
  /** Named by the database but not in the source: lost before this run; nothing to copy. */
  missing: StoredFile[];
  /** Not copied, or read back different: the source must stay. */
  failed: (StoredFile & { reason: string })[];
}

export interface CopyOptions {
  /** Files handled at once (default 4): a few requests in flight hide the bucket's round trips. */
  concurrency?: number;
  /** Called after each file, with the report so far. */
  onFile?: (report: CopyReport, done: number, total: number) => void;
}

const sameFile = (a: StoredPhoto | undefined, b: StoredPhoto) =>
  a !== undefined && a.contentType === b.contentType && a.bytes.equals(b.bytes);

/**
 * Copies every variant of each key from `source` to `target`, and checks every byte: a file is counted
 * moved only once reading it back from the target gives the source's bytes and type. A file the target
 * already holds with the same bytes is left alone, so a run that was stopped can be run again and picks up
 * where it stopped. The source is never changed (decision 075).
 */
export async function copyStoredFiles(
  keys: readonly string[],
  source: PhotoStorage,
  target: PhotoStorage,
  { concurrency = 4, onFile }: CopyOptions = {},
): Promise<CopyReport> {
  const report: CopyReport = { moved: 0, alreadyThere: 0, replaced: 0, missing: [], failed: [] };
  const files = keys.flatMap((key) => PHOTO_VARIANTS.map((variant) => ({ key, variant })));
  let next = 0;
  let done = 0;

  async function copy(file: StoredFile): Promise<void> {
    const original = await source.get(file.key, file.variant);
    if (!original) {
      report.missing.push(file);
      return;
    }
    const there = await target.get(file.key, file.variant);
    if (sameFile(there, original)) {
      report.alreadyThere += 1;
      return;
    }
    await target.put(file.key, file.variant, original.bytes, original.contentType);
    if (!sameFile(await target.get(file.key, file.variant), original)) {
      report.failed.push({ ...file, reason: 'the copy read back differs from the source' });
      return;
    }
    report.moved += 1;
    if (there) report.replaced += 1;
  }

  async function worker(): Promise<void> {
    for (let file = files[next++]; file; file = files[next++]) {
      try {
        await copy(file);
      } catch (err) {
        report.failed.push({ ...file, reason: err instanceof Error ? err.message : String(err) });
      }
      done += 1;
      onFile?.(report, done, files.length);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // In the order of the keys, whichever worker finished first.
  const inOrder = (a: StoredFile, b: StoredFile) =>
    a.key.localeCompare(b.key) || PHOTO_VARIANTS.indexOf(a.variant) - PHOTO_VARIANTS.indexOf(b.variant);
  report.missing.sort(inOrder);
  report.failed.sort(inOrder);
  return report;
}
