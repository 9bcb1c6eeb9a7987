import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // A migrated embedded database, made once, that each file's database starts from.
    globalSetup: ['test/global-setup.ts'],
    // Each file boots its own database (PGlite takes seconds to start): generous hooks.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
