import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { measureNoise } from '../../power/measure.js';
import { largestCategory, powerTable, renderPowerTable } from '../../power/table.js';
import { intFlag, numberFlag, parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';
import { selectByFlags } from '../select.js';

const USAGE = `Usage: agentdesk power [paths...] [options]

Measures the gate's own power on this golden set, offline. The noisy model (noisy:<rate>) makes a
mistake on a trial with the given chance, one of the audit's mutants of the case; each mutant is
first played once through the real desk and graders, to know which ones fail the case. Then runs are
simulated from that, many times, and judged by the suite's real gate against an unchanged baseline
run: how often it blocks an unchanged agent (false alarm), a category that drops by --drop points,
and one case going from 100 % to 50 %. It prints the table and the trials needed for 80 % power at
5 % false alarms.

Options:
  --trials <k>           trials per case the gate runs (default: the config's run.trials); the table
                         also shows 1, 2, 3, 5, 10 and 20
  --noise <rate>         the noisy model's chance of a mistake per trial, 0..1 (default 0.1)
  --drop <points>        the category drop to detect, in points (default 10: twice the default margin
                         of gate.baseline, which no drop smaller than it can fail)
  --category <name>      the category that drops (default: the one with most standard cases)
  --simulations <n>      simulated run pairs per cell (default 200)
  --seed <n>             seed of the simulation (default 0): the same seed prints the same table
  --suite <name>         suite whose gate is measured (default: the config's defaultSuite)
  --filter <id|glob>     only cases whose id matches (repeatable)
  --config <file>        suites config (default: the nearest golden/suites.yaml)
  --format <text|json>   text (default) or the table as JSON

Exit codes: 0 the table was printed, 2 invalid input, 3 it could not be carried out.`;

const DEFAULT_KS = [1, 2, 3, 5, 10, 20];

function parse(argv: string[]) {
  return parseFlags(argv, {
    trials: { type: 'string' },
    noise: { type: 'string' },
    drop: { type: 'string' },
    category: { type: 'string' },
    simulations: { type: 'string' },
    seed: { type: 'string' },
    suite: { type: 'string' },
    filter: { type: 'string', multiple: true },
    config: { type: 'string' },
    format: { type: 'string', default: 'text' },
  });
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  if (values.format !== 'text' && values.format !== 'json') throw new UsageError('usage/bad-choice', `--format must be text or json, got '${values.format}'`);
  const rate = numberFlag('noise', values.noise, 0, 1) ?? 0.1;
  const drop = (numberFlag('drop', values.drop, 0, 100) ?? 10) / 100;
  const simulations = intFlag('simulations', values.simulations, 1, 100_000) ?? 200;
  const seed = intFlag('seed', values.seed, 0) ?? 0;
  const selection = await selectByFlags(values, positionals, io.cwd);
  const trials = intFlag('trials', values.trials, 1, 1000) ?? selection.config.run?.trials ?? 1;
  const quarantined = new Set(selection.quarantine.map((q) => q.id));
  const cases = selection.cases.filter((c) => !quarantined.has(c.data.id));
  if (values.format === 'text') io.stdout(`Playing every mistake of ${cases.length} case(s) once through the desk...\n`);
  const noise = await measureNoise(cases);
  if (noise.length === 0) throw new UsageError('usage/no-cases', 'no case has a reference that passes: nothing to simulate');
  const categories = new Set(noise.map((c) => c.category));
  const category = values.category ?? largestCategory(noise);
  if (!categories.has(category)) throw new UsageError('usage/bad-choice', `--category: no case of category '${category}'`, `Categories: ${[...categories].sort().join(', ')}`);
  const ks = [...new Set([...DEFAULT_KS, trials])].sort((a, b) => a - b);
  const table = powerTable({ cases: noise, gate: selection.suite.gate, rate, trials: ks, drop, category, simulations, seed });
  if (values.format === 'json') {
    io.stdout(`${JSON.stringify({ suite: selection.suiteName, noise: rate, drop, category, simulations, seed, trials, ...table }, null, 2)}\n`);
  } else {
    const heading = `Power of suite ${selection.suiteName}'s gate at noisy:${rate}, ${simulations} simulated run pairs per cell (seed ${seed}); you run ${trials} trial(s) per case.`;
    io.stdout(renderPowerTable(table, heading));
  }
  return EXIT.ok;
}

export const command: Command = {
  name: 'power',
  summary: "simulate with the noisy model how often the gate blocks a drop, and an unchanged agent",
  usage: USAGE,
  run: execute,
};
