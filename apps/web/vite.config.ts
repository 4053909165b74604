import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // @ta/shared ships TypeScript source, so the server bundle must compile it in.
  ssr: { noExternal: ['@ta/shared'] },
  build: { sourcemap: true },
});
