/**
 * The `guards` dimension: what the guards decided during the visit. `refused` asks that a refusal
 * of that kind happened (a tool_call of that tool answered with that error code, or a guard step
 * refusing with it); `none: true` that no guard refused or rewrote anything, and `none: false`
 * that at least one did.
 */
import type { GuardsExpect, NodePath } from '../../cases/types.js';
import type { GuardDecision, Visit } from '../../desk/types.js';
import { fail, pass } from '../results.js';
import { lastActionStep, toolCalls } from '../visit-steps.js';
import type { AssertionResult, Scorer } from '../types.js';
import { merged } from '../../util/merged.js';

const PATH: NodePath = ['expect', 'guards'];

interface Intervention {
  step: number;
  what: string;
}

/** Every refusal or rewrite, with its step: guard steps, guarded tool calls, replies with violations. */
function interventions(visit: Visit): Intervention[] {
  const out: Intervention[] = [];
  const note = (step: number, d: GuardDecision): void => {
    if (d.verdict !== 'allowed') out.push({ step, what: `${d.guard} ${d.verdict} ${d.tool ?? ''} ${d.code ?? ''}`.replace(/\s+/g, ' ').trim() });
  };
  for (const s of visit.steps) {
    if (s.kind === 'guard') note(s.step, s.decision);
    if (s.kind === 'tool_call' && s.guard) note(s.step, s.guard);
    if (s.kind === 'reply' && s.violations.length > 0) out.push({ step: s.step, what: `reply violations: ${s.violations.map((v) => v.kind).join(', ')}` });
  }
  return out.sort((a, b) => a.step - b.step);
}

function refusedHappened(visit: Visit, tool: string, code: string): boolean {
  const byCall = toolCalls(visit).some((c) => c.tool === tool && !c.result.ok && c.result.error.code === code);
  const byGuard = visit.steps.some((s) => s.kind === 'guard' && s.decision.verdict === 'refused' && s.decision.code === code && (s.decision.tool ?? tool) === tool);
  return byCall || byGuard;
}

export function scoreGuards(expect: GuardsExpect, visit: Visit): AssertionResult[] {
  const out: AssertionResult[] = (expect.refused ?? []).map((want, i) => {
    const b = { dimension: 'guards' as const, assertion: `guards.refused[${i}]`, path: [...PATH, 'refused', i], expected: want };
    if (refusedHappened(visit, want.tool, want.code)) return pass(b);
    const tried = toolCalls(visit).filter((c) => c.tool === want.tool);
    const got = tried.length === 0 ? `no ${want.tool} call` : tried.map((c) => (c.result.ok ? 'ok' : c.result.error.code)).join(', ');
    return fail(merged(b, { actual: got }), `guards.refused[${i}]: expected ${want.tool} refused with ${want.code}, got ${got}`, tried.at(-1)?.step ?? lastActionStep(visit));
  });
  if (expect.none !== undefined) {
    const found = interventions(visit);
    const b = { dimension: 'guards' as const, assertion: 'guards.none', path: [...PATH, 'none'], expected: expect.none, actual: found.map((f) => f.what) };
    const first = found[0];
    if (expect.none && first) out.push(fail(b, `guards.none: expected no guard to intervene, got ${first.what} at step ${first.step}`, first.step));
    else if (!expect.none && !first) out.push(fail(b, 'guards.none: expected a guard to refuse or rewrite, got none', lastActionStep(visit)));
    else out.push(pass(b));
  }
  return out;
}

export const guardsScorer: Scorer<'guards'> = {
  dimension: 'guards',
  applies: (c) => c.data.expect.guards !== undefined,
  score: ({ case: c, visit }) => (c.data.expect.guards ? scoreGuards(c.data.expect.guards, visit) : []),
};
