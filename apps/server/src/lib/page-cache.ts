import { compress, type Encoding } from './compression.js';

/**
 * A small time-limited cache of rendered pages for visitors who are not signed in. Rendering React
 * on every request costs milliseconds of CPU; the public pages are the same for every anonymous
 * visitor, so one render serves them all for a few seconds. Oldest entries go first when full.
 */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  clear(): void;
}

export interface CachedPage {
  status: number;
  /** The page's bytes (UTF-8). */
  html: Buffer;
  /**
   * Its compressed copies, each made when first asked for (`compressedPage`): the landing page is
   * 130 KB of HTML, and compressing it again for every visitor cost more than everything else the
   * answer does.
   */
  compressed?: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** The page in `encoding`, compressed once while it is cached. */
export function compressedPage(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  page.compressed ??= {};
  return (page.compressed[encoding] ??= compress(page.html, encoding));
}

export function createPageCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): PageCache {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },
    set(key, page) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { page, expiresAt: Date.now() + ttlMs });
    },
    clear: () => entries.clear(),
  };
}
