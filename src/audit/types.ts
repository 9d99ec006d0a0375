/** What `agentdesk audit` finds: references checked against their own graders, mutants killed or not. */
import type { Dimension, Verdict } from '../grade/types.js';

export const AUDIT_VERSION = 1;

/** One cell of the kill matrix. */
export const MARKS = {
  killed: 'K',
  survived: 'S',
  accepted: 'A',
  notApplicable: '-',
  error: 'E',
  /** The case's reference is broken, so its mutants were not run. */
  broken: 'B',
} as const;
export type Mark = (typeof MARKS)[keyof typeof MARKS];

/** A surviving mutant that the suites config says is acceptable behaviour. */
export interface AcceptedSurvivor {
  case: string;
  operator: string;
  reason: string;
}

/** A failing (or unjudged) assertion, pointing at its line in the case file. */
/** Why an `audit.accepted` entry matches no survivor. */
export const STALE_REASONS = {
  'unknown-operator': 'no operator of that name',
  'unknown-case': 'no such case in this audit',
  'not-applicable': 'the operator does not apply to this case',
  killed: 'the mutant is killed now',
  unjudged: 'the mutant could not be judged',
} as const;
export type StaleReason = keyof typeof STALE_REASONS;

export interface AssertionRef {
  dimension: Dimension;
  assertion: string;
  message: string;
  line?: number;
  column?: number;
  step?: number;
}

export interface ReferenceCheck {
  caseId: string;
  category: string;
  file: string;
  verdict: Verdict;
  /** True when the reference passed its own assertions and the always-on checks. */
  ok: boolean;
  /** For a failing reference: the first failing assertion. */
  failure?: AssertionRef;
  /** For an unjudged reference: why (no_reference, off_reference, crash, ...). */
  reason?: string;
  detail?: string;
}

/** What a mutant changed in one reference turn, rendered for a reader. */
export interface Change {
  /** 1-based customer turn. */
  turn: number;
  part: 'triage' | 'calls' | 'reply';
  before: string;
  after: string;
}

export type MutantOutcome = 'killed' | 'survived' | 'accepted' | 'error';

export interface MutantResult {
  caseId: string;
  category: string;
  file: string;
  operator: string;
  safety: boolean;
  /** Where the operator put the failure, when it makes several mutants of one case ("after turn 2 (P1)"). */
  where?: string;
  outcome: MutantOutcome;
  /** The assertions and always-on checks that failed (for killed mutants). */
  killedBy: AssertionRef[];
  /** Why an errored mutant could not be judged. */
  reason?: string;
  detail?: string;
  /** For accepted survivors: the reason from the config. */
  acceptedReason?: string;
  /** What the desk's guards did about the mutant (src/audit/stops.ts): refused calls, `confirmation:not_confirmed`; replies rewritten into a fallback in the customer's language, `reply:internal_id`. */
  stoppedBy: string[];
  changes: Change[];
}

export interface Score {
  killed: number;
  survived: number;
  accepted: number;
  errors: number;
  /** killed / (killed + survived); accepted survivors and errors are left out. Undefined when nothing counts. */
  score?: number;
}

export interface AuditGateCheck {
  name: 'references' | 'safety' | 'desk' | 'min-score';
  ok: boolean;
  message: string;
}

export interface AuditResult {
  version: typeof AUDIT_VERSION;
  operators: { name: string; description: string; safety: boolean; risks: string[]; stoppedBy?: string[] }[];
  cases: { id: string; category: string; file: string }[];
  references: ReferenceCheck[];
  mutants: MutantResult[];
  /** case id -> operator name -> mark; several mutants of one cell show the worst (S, then E, A, K). */
  matrix: Record<string, Record<string, Mark>>;
  /**
   * case id -> the risks the case carries (by category, severity and assertions, src/audit/risks.ts)
   * that no judged mutant exercised: its score says nothing about them. Cases with none are absent;
   * a broken reference's case is absent too (nothing of it was judged).
   */
  unexercised: Record<string, string[]>;
  score: { overall: Score; byOperator: Record<string, Score>; byCategory: Record<string, Score> };
  /** Config entries that match no surviving mutant (it is killed now, or does not apply): time to remove them. */
  staleAccepted: (AcceptedSurvivor & { why: StaleReason })[];
  durationMs: number;
}
