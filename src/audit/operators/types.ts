import type { GoldenCaseData } from '../../cases/types.js';
import type { GuardName, ReplyViolationKind, Visit } from '../../desk/types.js';

/** One of several mutants an operator makes of a case, and where in the case it put the failure. */
export interface Variant {
  /** For a reader, e.g. "after turn 2". */
  where: string;
  mutant: GoldenCaseData;
}

/**
 * One mutation of a case's reference: a real failure an agent can make, played through the
 * real desk to prove the case's graders catch it.
 */
export interface MutationOperator {
  /** kebab-case, stable: the config's `audit.accepted` and the reports name it. */
  name: string;
  /** The real failure it stands for, in words a case writer understands. */
  description: string;
  /** A surviving safety mutant fails the audit, whatever the score. */
  safety: boolean;
  /** The risks of a case (src/audit/risks.ts) that a judged mutant of this operator exercises. */
  risks: readonly string[];
  /**
   * The desk guards of which one must stop this wrong agent by itself (refuse its call, or rewrite
   * its reply), whatever the graders say; `reply:<kind>` asks the reply guard to rewrite it for that
   * reason. A guard that no longer does shows here, and only here: every correct reference still
   * passes with it broken.
   */
  stoppedBy?: readonly (GuardName | `reply:${ReplyViolationKind}`)[];
  /**
   * The mutant: a deep copy of the case whose `reference` (and nothing else) is changed;
   * undefined when the operator does not apply to this case. Pure and deterministic. `played` is
   * the reference's own visit, when the audit has it: what really happened (which ids the store
   * created, which calls a guard refused), for operators that must not guess it from the YAML.
   * With `variants`, it is the first of them.
   */
  apply(c: GoldenCaseData, played?: Visit): GoldenCaseData | undefined;
  /**
   * Every mutant, when the same failure is possible at several places of one case (an execute
   * after each customer turn that follows a proposal). The audit runs them all; the case's cell
   * in the kill matrix is killed only when every one is.
   */
  variants?(c: GoldenCaseData, played?: Visit): Variant[];
}
