// Bundles the server (and the shared package's TypeScript) into dist/; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { asciiSource } from '../../scripts/ascii-source.mjs';

const result = await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'cli/files-to-s3': 'src/cli/files-to-s3.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace package is TypeScript source: bundle it rather than import it at run time.
  alias: { '@ta/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
  write: false,
});

// Written as ASCII text: the server keeps its source in memory (scripts/ascii-source.mjs). esbuild
// escapes strings itself but leaves comments and regular expressions as they are.
for (const file of result.outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, file.path.endsWith('.js') ? asciiSource(file.text) : file.contents);
}
