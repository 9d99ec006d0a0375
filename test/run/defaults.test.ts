/**
 * The trial defaults are written once (run/options.ts): the engine falls back to them, every
 * command's help quotes them, and a provider built without a cap lets that many requests through.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, loadCases, memoryIO, referenceProvider, runEval } from '../../src/index.js';
import { DEFAULT_MAX_STEPS } from '../../src/desk/resolver.js';
import { DEFAULT_REQUESTS_IN_FLIGHT } from '../../src/model/backends/openai.js';
import { RUN_DEFAULTS } from '../../src/run/options.js';

const root = join(import.meta.dirname, '..', '..');

async function help(command: string): Promise<string> {
  const io = memoryIO({ cwd: root });
  await cli([command, '--help'], io);
  return io.out;
}

describe('the trial defaults', () => {
  it('are what eval and sweep say of --trials, --concurrency and --timeout', async () => {
    for (const command of ['eval', 'sweep']) {
      const text = await help(command);
      expect(text).toMatch(new RegExp(`--trials <k> .*\\(default ${RUN_DEFAULTS.trials}\\)`));
      expect(text).toMatch(new RegExp(`--concurrency <n> .*\\(default ${RUN_DEFAULTS.concurrency}\\)`));
      expect(text).toMatch(new RegExp(`--timeout <seconds> .*\\(default ${RUN_DEFAULTS.timeoutSeconds}\\)`));
    }
    expect(await help('eval')).toMatch(new RegExp(`--max-steps <n> .*\\(default ${DEFAULT_MAX_STEPS}\\)`));
  });

  it('are what audit and calibrate say of --concurrency', async () => {
    for (const command of ['audit', 'calibrate']) {
      expect(await help(command)).toMatch(new RegExp(`--concurrency <n> .*\\(default ${RUN_DEFAULTS.concurrency}\\)`));
    }
  });

  it('are what a run given none of them records', async () => {
    const { cases } = await loadCases(['golden'], { cwd: root });
    const run = await runEval({ cases: cases.slice(0, 2), provider: referenceProvider(), suite: 'defaults' });
    expect(run.meta).toMatchObject({ trials: RUN_DEFAULTS.trials, concurrency: RUN_DEFAULTS.concurrency });
  });

  it('let a provider built without a cap (a judge) take as many requests as a run has trials in flight', () => {
    expect(DEFAULT_REQUESTS_IN_FLIGHT).toBe(RUN_DEFAULTS.concurrency);
  });
});
