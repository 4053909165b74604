import compress from '@fastify/compress';
import fp from 'fastify-plugin';

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
      threshold: 1024,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
