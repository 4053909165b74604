// Writes .br and .gz beside each built asset, so the server sends compressed files without
// compressing on every request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|woff)$/;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const bytes = fs.readFileSync(file);
      if (bytes.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}
walk(root);
