import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, ENCODINGS } from '../../lib/compression.js';

/**
 * Compresses pages and JSON; built assets are sent precompressed by the web plugin. Compressed
 * request bodies are not accepted (no client of ours sends one): a body is read as it arrives,
 * within the size limit, and requests skip the decompression hooks.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: [...ENCODINGS],
      brotliOptions: BROTLI_OPTIONS,
    });
  },
  { name: 'compress' },
);
