/** One line per transcript step, for summaries that cannot show the whole transcript. */
import type { TranscriptStep, Visit } from '../desk/types.js';
import { clip, jsonLine } from './format.js';

type Describe<K extends TranscriptStep['kind']> = (s: Extract<TranscriptStep, { kind: K }>) => string;

const DESCRIBE: { [K in TranscriptStep['kind']]: Describe<K> } = {
  customer: (s) => `customer says "${clip(s.text, 160)}"${s.branch ? ` (${s.branch.name})` : ''}`,
  triage: (s) =>
    s.error
      ? `triage failed: ${s.error}`
      : `triage: intent ${s.output.intent}, language ${s.output.language}${s.output.risk.length ? `, risk ${s.output.risk.join(' ')}` : ''}`,
  model_call: (s) => `${s.purpose} model call (${s.model})${s.toolCalls?.length ? ` asking for ${s.toolCalls.map((c) => c.name).join(', ')}` : ''}`,
  tool_call: (s) => {
    const outcome = s.result.ok ? 'ok' : `error ${s.result.error.code}`;
    const guard = s.guard && s.guard.verdict !== 'allowed' ? ` (${s.guard.guard} guard ${s.guard.verdict})` : '';
    return `tool ${s.tool} ${clip(jsonLine(s.args), 120)} → ${outcome}${guard}`;
  },
  guard: (s) =>
    `${s.decision.guard} guard ${s.decision.verdict}${s.decision.tool ? ` ${s.decision.tool}` : ''}${s.decision.code ? ` (${s.decision.code})` : ''}: ${clip(s.decision.message, 160)}`,
  reply: (s) => `reply "${clip(s.text, 160)}"${s.raw !== s.text ? ' (rewritten by the reply guard)' : ''}`,
};

export function describeStep(step: TranscriptStep): string {
  const describe = DESCRIBE[step.kind] as (s: TranscriptStep) => string;
  return `step ${step.step} (turn ${step.turn + 1}): ${describe(step)}`;
}

/** The step numbered `n` of a visit, if the visit has one. */
function findStep(visit: Visit | undefined, n: number | undefined): TranscriptStep | undefined {
  if (!visit || n === undefined) return undefined;
  return visit.steps.find((s) => s.step === n);
}

/** "step 7 (turn 2): tool execute_action …", or '' when the step is unknown. */
export function describeStepOf(visit: Visit | undefined, n: number | undefined): string {
  const step = findStep(visit, n);
  if (step) return describeStep(step);
  return n === undefined ? '' : `step ${n}`;
}
