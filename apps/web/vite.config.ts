import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { asciiSource } from '../../scripts/ascii-source.mjs';
import { isAppCode, preloadAppCode, startModule } from './app-code';
import { precompiledMessages } from './precompiled-messages';

/** The page renderer's chunks as ASCII text: the server keeps them in memory (scripts/ascii-source.mjs). */
const asciiServerChunks = (): Plugin => ({
  name: 'ascii-server-chunks',
  apply: (_config, { isSsrBuild }) => isSsrBuild === true,
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = asciiSource(chunk.code);
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompiledMessages(), preloadAppCode(), asciiServerChunks()],
  // @ta/shared ships TypeScript source, so the server bundle must compile it in. lucide-react is
  // bundled too, so only the icons used are kept: loaded whole, its thousands of icons cost the
  // server about 40 MB of memory.
  ssr: { noExternal: ['@ta/shared', 'lucide-react'] },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // The page's first script is a small bootstrap; the app it starts is an entry of its own
      // (app-code.ts). The server build has its own entry (entry-server.tsx, on the command line).
      ...(isSsrBuild ? {} : { input: { index: 'index.html', app: startModule } }),
      output: {
        // Form validation code stays out of the chunks every page shares: pages without a form
        // (and the landing page until its form is near) never download it.
        codeSplitting: {
          // Only the form libraries themselves: React stays in the shared entry chunk.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // Each catalogue file is a chunk of its own (i18n/catalogue.ts), named for its language and
            // area: `messages-es-contact`.
            {
              debugName: 'messages',
              name: (id) => {
                const file = /[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/]([^\\/?]+)\.json$/.exec(id);
                return file ? `messages-${file[1]}-${file[2]}` : null;
              },
            },
            // Everything the app entry imports statically goes into one file. Left alone, every module
            // the entry shares with a split page becomes its own small chunk (25 files), and gzip
            // compresses each file on its own: one file is 94.9 KB gzipped instead of 104.2 KB.
            { name: 'app-code', tags: ['$initial'], test: isAppCode },
          ],
        },
      },
    },
  },
}));
