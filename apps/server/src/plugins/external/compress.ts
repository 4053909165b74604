import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Compresses pages and JSON; built assets are sent precompressed by the web plugin. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
