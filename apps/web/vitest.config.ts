import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A wizard walk types dozens of fields through user-event in jsdom: a few seconds on a 2-core
    // machine, more while other suites share it. The 5 s default measured speed, not correctness.
    testTimeout: 20_000,
  },
});
