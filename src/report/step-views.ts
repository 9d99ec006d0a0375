/** A visit as the HTML report shows it: turns of steps, each step a small record the template lays out. */
import type { GuardDecision, ReplyViolation, SimulatedCall, TranscriptStep, TurnBranch, Visit } from '../desk/types.js';
import { jsonBlock, tokens } from './format.js';

interface StepView {
  step: number;
  kind: TranscriptStep['kind'];
  /** The step a failing assertion points at. */
  failing: boolean;
  /** `by` and `note` in a visit with a simulated customer: who said the line; the user model and its consent label. */
  customer?: { text: string; at: string; branch?: string; by?: string; note?: string };
  triage?: { intent: string; language: string; risk: string[]; toolsOffered: string[]; error?: string };
  model?: { purpose: string; model: string; tokens: string; latencyMs: number; text?: string; asks: string[] };
  tool?: { name: string; args: string; ok: boolean; result: string; errorCode?: string; guard?: GuardDecision };
  guard?: GuardDecision;
  reply?: { text: string; raw: string; rewritten: boolean; violations: ReplyViolation[] };
}

export interface TurnView {
  /** 1-based. */
  number: number;
  steps: StepView[];
}

type Build<K extends TranscriptStep['kind']> = (s: Extract<TranscriptStep, { kind: K }>) => Partial<StepView>;

const BUILD: { [K in TranscriptStep['kind']]: Build<K> } = {
  customer: (s) => ({
    customer: { text: s.text, at: s.at, ...(s.branch ? { branch: branchText(s.branch) } : {}), ...(s.by ? { by: s.by } : {}), ...(s.simulated ? { note: speakerNote(s.simulated) } : {}) },
  }),
  triage: (s) => ({
    triage: {
      intent: s.output?.intent ?? '',
      language: s.output?.language ?? '',
      risk: s.output?.risk ?? [],
      toolsOffered: s.toolsOffered,
      ...(s.error ? { error: s.error } : {}),
    },
  }),
  model_call: (s) => ({
    model: {
      purpose: s.purpose,
      model: s.model,
      tokens: tokens(s.usage),
      latencyMs: Math.round(s.latencyMs),
      ...(s.text ? { text: s.text } : {}),
      asks: (s.toolCalls ?? []).map((c) => c.name),
    },
  }),
  tool_call: (s) => ({
    tool: {
      name: s.tool,
      args: jsonBlock(s.args),
      ok: s.result.ok,
      result: s.result.ok ? jsonBlock(s.result.data) : jsonBlock(s.result.error),
      ...(s.result.ok ? {} : { errorCode: s.result.error.code }),
      ...(s.guard ? { guard: s.guard } : {}),
    },
  }),
  guard: (s) => ({ guard: s.decision }),
  reply: (s) => ({ reply: { text: s.text, raw: s.raw, rewritten: s.raw !== s.text, violations: s.violations } }),
};

/** `openai:gpt-4.1-mini · confirms: yes`: the user model that said a simulated line, and the line's consent label. */
function speakerNote(call: SimulatedCall): string {
  return call.confirms === undefined ? call.model : `${call.model} · confirms: ${call.confirms ? 'yes' : 'no'}`;
}

/** `branch 1 (asked: zip): asked zip: "What is the zip code…"`: which line a reactive turn said, and why. */
function branchText(branch: TurnBranch): string {
  const held = branch.readings.find((r) => r.branch === branch.taken);
  return held ? `${branch.name}: ${held.why}` : `${branch.name}: ${branch.readings.map((r) => r.why).join('; ') || 'no branch'}`;
}

export function transcriptView(visit: Visit, failingSteps: ReadonlySet<number>): TurnView[] {
  const turns = new Map<number, TurnView>();
  for (const s of visit.steps) {
    const build = BUILD[s.kind] as (step: TranscriptStep) => Partial<StepView>;
    const view: StepView = { step: s.step, kind: s.kind, failing: failingSteps.has(s.step), ...build(s) };
    const turn = turns.get(s.turn) ?? { number: s.turn + 1, steps: [] };
    turn.steps.push(view);
    turns.set(s.turn, turn);
  }
  return [...turns.values()];
}
