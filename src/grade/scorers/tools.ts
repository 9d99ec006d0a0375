/**
 * The `tools` dimension: which tools the agent called, in what order, with what arguments, how
 * many times. Every tool_call step counts, refused ones included: the attempt is the behaviour.
 *
 * With `anyOf`, the candidates are the main `tools` block (when present) followed by each
 * alternative; the best candidate counts: fewest failing assertions, then most passing, then
 * the first written. So a fully passing alternative always wins over a half-passing main block.
 */
import { formatPath, type NodePath, type ToolsExpect } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { fail, pass, show } from '../results.js';
import { argsOf, lastActionStep, type ToolCallStep, toolCalls } from '../visit-steps.js';
import type { AssertionResult, Scorer } from '../types.js';

type Check = (expect: ToolsExpect, calls: ToolCallStep[], visit: Visit, path: NodePath) => AssertionResult[];

/** Named by its place in the case: `tools.called`, `anyOf[1].sequence`, `tools.args[0]`. */
function base(path: NodePath, expected: unknown, actual: unknown) {
  return { dimension: 'tools' as const, assertion: formatPath(path.slice(1)), path, expected, actual };
}

const called: Check = (expect, calls, visit, path) => {
  if (!expect.called) return [];
  const names = calls.map((c) => c.tool);
  const missing = expect.called.filter((t) => !names.includes(t));
  const b = base([...path, 'called'], expect.called, names);
  return [missing.length === 0 ? pass(b) : fail(b, `${b.assertion}: expected ${missing.join(', ')} to be called, got [${names.join(', ')}]`, lastActionStep(visit))];
};

const sequence: Check = (expect, calls, visit, path) => {
  if (!expect.sequence) return [];
  let at = 0;
  let lastMatched: number | undefined;
  for (const call of calls) {
    if (call.tool === expect.sequence[at]) {
      lastMatched = call.step;
      at += 1;
      if (at === expect.sequence.length) break;
    }
  }
  const names = calls.map((c) => c.tool);
  const b = base([...path, 'sequence'], expect.sequence, names);
  if (at === expect.sequence.length) return [pass(b)];
  const after = lastMatched === undefined ? 'from the start' : `after step ${lastMatched}`;
  const step = calls.find((c) => c.step > (lastMatched ?? 0))?.step ?? lastActionStep(visit);
  return [fail(b, `${b.assertion}: expected ${expect.sequence[at]} ${after} in [${expect.sequence.join(', ')}], got [${names.join(', ')}]`, step)];
};

const notCalled: Check = (expect, calls, _visit, path) => {
  if (!expect.notCalled) return [];
  const offending = calls.filter((c) => expect.notCalled?.includes(c.tool as never));
  const b = base([...path, 'notCalled'], expect.notCalled, offending.map((c) => c.tool));
  const first = offending[0];
  return [first === undefined ? pass(b) : fail(b, `${b.assertion}: ${first.tool} was called at step ${first.step}`, first.step)];
};

/** Deep partial match: every expected key is present and matches; numbers compare numerically. */
export function argsMatch(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number') return actual !== null && actual !== '' && Number(actual) === expected;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.every((e) => actual.some((a) => argsMatch(e, a)));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([k, v]) => argsMatch(v, (actual as Record<string, unknown>)[k]));
  }
  return expected === actual;
}

const args: Check = (expect, calls, visit, path) =>
  (expect.args ?? []).map((want, i) => {
    const ofTool = calls.filter((c) => c.tool === want.tool);
    const b = base([...path, 'args', i], want, ofTool.map(argsOf));
    if (ofTool.some((c) => argsMatch(want.match, argsOf(c)))) return pass(b);
    const got = ofTool.length === 0 ? `no call of ${want.tool}` : ofTool.map((c) => show(argsOf(c))).join(', ');
    return fail(b, `${b.assertion}: expected a ${want.tool} call with ${show(want.match)}, got ${got}`, ofTool.at(-1)?.step ?? lastActionStep(visit));
  });

const maxCalls: Check = (expect, calls, _visit, path) => {
  if (expect.maxCalls === undefined) return [];
  const b = base([...path, 'maxCalls'], expect.maxCalls, calls.length);
  if (calls.length <= expect.maxCalls) return [pass(b)];
  return [fail(b, `${b.assertion}: expected at most ${expect.maxCalls} calls, got ${calls.length}`, calls[expect.maxCalls]?.step)];
};

const CHECKS: readonly Check[] = [called, sequence, notCalled, args, maxCalls];

export function scoreTools(expect: ToolsExpect, visit: Visit, path: NodePath): AssertionResult[] {
  const calls = toolCalls(visit);
  return CHECKS.flatMap((check) => check(expect, calls, visit, path));
}

/** The best of the candidate blocks (see the module comment for the rule). */
function bestAlternative(candidates: readonly { expect: ToolsExpect; path: NodePath }[], visit: Visit): AssertionResult[] {
  let best: AssertionResult[] | undefined;
  let bestKey: [number, number] = [Infinity, -Infinity];
  for (const c of candidates) {
    const results = scoreTools(c.expect, visit, c.path);
    const failed = results.filter((r) => r.verdict === 'fail').length;
    const passed = results.filter((r) => r.verdict === 'pass').length;
    if (failed < bestKey[0] || (failed === bestKey[0] && passed > bestKey[1])) {
      best = results;
      bestKey = [failed, passed];
    }
  }
  return best ?? [];
}

export const toolsScorer: Scorer<'tools'> = {
  dimension: 'tools',
  applies: (c) => c.data.expect.tools !== undefined || (c.data.expect.anyOf?.length ?? 0) > 0,
  score: ({ case: c, visit }) => {
    const { tools, anyOf } = c.data.expect;
    const candidates = [
      ...(tools ? [{ expect: tools, path: ['expect', 'tools'] as NodePath }] : []),
      ...(anyOf ?? []).map((expect, i) => ({ expect, path: ['expect', 'anyOf', i] as NodePath })),
    ];
    return bestAlternative(candidates, visit);
  },
};
