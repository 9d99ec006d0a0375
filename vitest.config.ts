import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Temporary folders of the tests go under one folder of the run, removed at its end.
    globalSetup: ['test/support/scratch-tmp.ts'],
  },
});
