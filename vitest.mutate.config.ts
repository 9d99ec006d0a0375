/**
 * The test `npm run mutate` gives StrykerJS: the golden set played on the desk (test/mutate/).
 * Its files end in `.mutate.ts`, so `npm test` (which runs `*.test.ts`) never picks them up.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/mutate/**/*.mutate.ts'],
    globalSetup: ['test/mutate/golden-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
