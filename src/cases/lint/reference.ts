/**
 * The reference is played through the real desk: what the desk would refuse there is caught here,
 * before anything runs. Arguments a tool refuses change what the case means (the reference step
 * fails), so they are an error; a turn over the step limit and a case with no reference at all are
 * warnings: they validate today and run on a live model, but the offline gate cannot pass them.
 */
import { DEFAULT_MAX_STEPS } from '../../desk/resolver.js';
import { argumentsProblem } from '../../desk/tools/index.js';
import type { Finding } from '../finding.js';
import { list, record, text } from './access.js';
import type { LintRule } from './rule.js';

export const referenceArguments: LintRule = ({ data }) =>
  list(data['reference']).flatMap((turn, t) =>
    list(record(turn)?.['calls']).flatMap((call, c): Finding[] => {
      const tool = text(record(call)?.['tool']);
      if (tool === undefined) return [];
      const problem = argumentsProblem(tool, record(call)?.['args'] ?? {});
      if (problem === undefined) return [];
      const path = ['reference', t, 'calls', c, record(call)?.['args'] === undefined ? 'tool' : 'args'];
      return [{ code: 'REFERENCE_ARGS', path, at: 'value', message: `reference[${t}].calls[${c}]: ${tool} refuses these arguments (${problem}); the desk would answer invalid_arguments` }];
    }),
  );

export const referenceSteps: LintRule = ({ data }) =>
  list(data['reference']).flatMap((turn, t): Finding[] => {
    const calls = list(record(turn)?.['calls']).length;
    // Each call is a model step, and the reply is one more.
    if (calls + 1 <= DEFAULT_MAX_STEPS) return [];
    return [
      {
        code: 'REFERENCE_STEPS',
        path: ['reference', t, 'calls'],
        at: 'key',
        severity: 'warning',
        message: `reference[${t}]: ${calls} calls and a reply take ${calls + 1} model steps, over the default limit of ${DEFAULT_MAX_STEPS}; the turn ends on the step-limit fallback unless --max-steps or run.maxSteps allows more`,
      },
    ];
  });

export const noReference: LintRule = ({ data }) => {
  if (data['reference'] !== undefined || data['conversation'] === undefined) return [];
  return [
    {
      code: 'NO_REFERENCE',
      path: ['conversation'],
      at: 'key',
      severity: 'warning',
      message: 'the case has no reference: the offline reference model leaves it unjudged (no_reference); add what a correct agent does, one entry per customer turn',
    },
  ];
};
