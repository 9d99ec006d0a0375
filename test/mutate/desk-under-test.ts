/**
 * Everything of the desk (and of the engine that plays it) that golden-set.mutate.ts uses. That test
 * loads this module with a caught dynamic import, not a static one: a desk mutant that throws while
 * its module loads (an emptied entry of a table the module reads at load time) must fail every test.
 * With a static import the test file fails to load and holds no tests at all, and StrykerJS counts a
 * mutant with no failed test as survived (a failing `beforeAll` would only skip the tests).
 */
export { notStoppedByDesk } from '../../src/audit/gate.js';
export { OPERATORS } from '../../src/audit/operators/index.js';
export { audit } from '../../src/audit/run.js';
export { forgetConfirmationLexicon } from '../../src/desk/guards/confirmation/lexicon/index.js';
export { loadPrompts } from '../../src/desk/prompts.js';
export { referenceProvider } from '../../src/model/backends/reference.js';
export { runEval } from '../../src/run/engine.js';
