import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the size budget (scripts/check-bundle-size.mjs) reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in a chunk that outlives our releases in the browser's cache:
          // React, the router and zod change only when we upgrade them. Mantine stays split by
          // what each route uses.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
