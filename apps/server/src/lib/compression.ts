import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * How answers are compressed, in one place: the compress plugin (plugins/external/compress.ts) for
 * every answer, and the page cache (lib/page-cache.ts), which keeps a page's compressed copy.
 */
export type Encoding = 'br' | 'gzip';

/** Preferred first when a browser accepts both. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at quality 4, as @fastify/compress recommends: 11 costs far more CPU for a few per cent. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** The encoding to answer in for an Accept-Encoding header (any case, `x-gzip` as gzip), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const chosen: unknown = negotiate(header.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `bytes` compressed in `encoding`, off the event loop (zlib's thread pool). */
export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(bytes, BROTLI_OPTIONS) : gzip(bytes);
}
