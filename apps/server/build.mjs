// Bundles the server (and the shared package's TypeScript) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
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
});
