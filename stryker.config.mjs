// @ts-check
/**
 * `npm run mutate`: mutation-tests the desk itself (its guards and tools) with the golden set as
 * the only test (test/mutate/golden-set.mutate.ts: every case of the `full` suite, in-process, on
 * the reference model). A mutant the golden set does not kill is a way to break the desk that
 * `agentdesk eval --gate` would pass. See the README, "Mutation testing of the desk".
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // The guards: the figure with a minimum. The text library they read replies with and the tools
  // are their own runs, `npm run mutate:text` and `npm run mutate:tools`, measured and reported
  // without a minimum: all three in one run take hours on two cores.
  mutate: ['src/desk/guards/**/*.ts'],
  // Lexicon words and tool descriptions are not mutated (test/mutate/stryker-plugins.mjs says why).
  appendPlugins: ['./test/mutate/stryker-plugins.mjs'],
  ignorers: ['desk-data'],
  // One test per case: each mutant runs only the cases that reach it.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A survivor runs every case that reaches it (~20 s on a quiet machine). Stryker counts a timeout
  // as killed, so on a busy machine the default limit (1.5 x the dry run + 5 s) turned slow survivors
  // into kills. Infinite loops in the desk's own code are caught by Stryker's hit counter, not by
  // this timer.
  timeoutFactor: 3,
  timeoutMS: 20_000,
  tempDirName: '.agentdesk/stryker-tmp',
  ignorePatterns: ['dist', '.agentdesk', 'bench', 'calibration', 'test/fixtures'],
  reporters: ['progress-append-only', 'clear-text', 'html', 'json', 'desk-score'],
  htmlReporter: { fileName: '.agentdesk/mutation/desk.html' },
  jsonReporter: { fileName: '.agentdesk/mutation/desk.json' },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: false },
  thresholds: { high: 90, low: 80, break: null },
};
