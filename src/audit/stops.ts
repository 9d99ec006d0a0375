/**
 * What the desk's own guards did about a wrong agent in one visit: the calls they refused, the
 * replies they rewrote, and the calls an injected fault answered before any guard could. The
 * audit's `desk` check (gate.ts) compares these with what each operator names in `stoppedBy`.
 */
import type { Visit } from '../desk/types.js';
import { judgeLanguage } from '../grade/text/language/index.js';

/** Errors only an injected fault gives (src/desk/tools/index.ts): the call never reached a guard. */
const FAULT_CODES: ReadonlySet<string> = new Set(['timeout', 'unavailable']);

type Step = Visit['steps'][number];

/** The language triage read in each turn: the customer's, which a fallback must be written in. */
function languages(steps: readonly Step[]): Map<number, string> {
  return new Map(steps.flatMap((s) => (s.kind === 'triage' ? [[s.turn, s.output.language] as const] : [])));
}

/**
 * A reply the guard replaced, `reply:kind` for each violation it found; only when what the
 * customer saw instead is in their language (judged by the grader's reader, not the desk's), as
 * the fallback promises. A rewrite to an empty or foreign text stopped nothing a customer can use.
 */
function rewrites(step: Extract<Step, { kind: 'reply' }>, language: string | undefined): string[] {
  if (step.text === step.raw || step.violations.length === 0) return [];
  if (language === undefined || judgeLanguage(step.text, language).verdict !== 'pass') return [];
  return step.violations.map((v) => `reply:${v.kind}`);
}

function stopsAt(step: Step, language: string | undefined): string[] {
  if (step.kind === 'reply') return rewrites(step, language);
  // The reply guard's own decision is read from the reply it delivered (above).
  if (step.kind === 'guard') return step.decision.verdict === 'allowed' || step.decision.guard === 'reply' ? [] : [`${step.decision.guard}:${step.decision.code ?? ''}`];
  if (step.kind !== 'tool_call') return [];
  if (step.guard) return step.guard.verdict === 'allowed' ? [] : [`${step.guard.guard}:${step.guard.code ?? ''}`];
  return !step.result.ok && FAULT_CODES.has(step.result.error.code) ? [`fault:${step.result.error.code}`] : [];
}

/**
 * What stopped something in a visit, each once, in order: the guards' refusals, `guard:code`; the
 * rewritten replies, `reply:kind`; the calls an injected fault answered before any guard, `fault:code`.
 */
export function stopsOf(visit: Visit | undefined): string[] {
  const steps = visit?.steps ?? [];
  const spoken = languages(steps);
  return [...new Set(steps.flatMap((s) => stopsAt(s, spoken.get(s.turn))))];
}

/** Whether a stop is one the operator asked for: a guard (`reply`), or a guard with its reason (`reply:internal_id`). */
export function stopMatches(stop: string, wanted: string): boolean {
  return stop === wanted || (!wanted.includes(':') && stop.split(':')[0] === wanted);
}
