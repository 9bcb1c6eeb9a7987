import { defineConfig } from 'vitest/config';

/**
 * The process tests: real servers (the production build under plain node) on the PostgreSQL of
 * TEST_DATABASE_URL, started and stopped by the tests. Run by scripts/test-server-postgres.sh.
 */
export default defineConfig({
  test: {
    name: 'server-processes',
    root: import.meta.dirname,
    include: ['test-processes/**/*.test.ts'],
    globalSetup: ['test-processes/build.ts'],
    hookTimeout: 120_000,
    testTimeout: 180_000,
    // Each file starts its own servers: one file at a time keeps the machine's two cores for them.
    fileParallelism: false,
  },
});
