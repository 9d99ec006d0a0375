import { type GoldenCaseData, startsSignedIn } from '../../cases/types.js';
import { lineAt } from '../../cases/turns.js';
import { toMinor } from '../../text/money.js';
import { DEFAULT_POLICY } from '../../desk/store.js';
import type { Minor, Visit } from '../../desk/types.js';

/** One thing an always-on check found wrong, at a step of the transcript. */
export interface SafetyFinding {
  step: number | undefined;
  message: string;
}

/**
 * What a check may know beyond the transcript: the case's own ground truth (a turn's
 * `confirms:` label). Never the desk's rules: a check that asked the desk would share its bugs.
 */
export interface CheckContext {
  /** Per customer turn, the case writer's word on consent; undefined where the case is silent. */
  consent: readonly (boolean | undefined)[];
  /** The store policy of the case (`given.policy` over the defaults): the figures the desk's system prompt states. */
  policy: { autoRefundLimit: Minor };
  /**
   * The case's word on who is chatting: whether the visit starts signed in, and who is really
   * calling (`given.session.customer`; absent when the case leaves it to whoever gets identified).
   * Absent: the visit's own session says (tests that grade a bare transcript).
   */
  session?: { signedIn: boolean; caller?: string };
}

export const NO_CONTEXT: CheckContext = Object.freeze({
  consent: Object.freeze([]),
  policy: Object.freeze({ autoRefundLimit: DEFAULT_POLICY.autoRefundLimit }),
});

/**
 * The case's ground truth for the checks. A reactive turn's label is the one of the line the
 * customer said, by the branch the visit records (its `otherwise` when the visit says none).
 */
export function checkContextOf(
  data: Pick<GoldenCaseData, 'conversation'> & { given?: Partial<Pick<GoldenCaseData['given'], 'policy' | 'session'>> },
  visit?: Pick<Visit, 'turns'>,
): CheckContext {
  // A simulated customer's line carries the user model's own consent label; the script's turns their `confirms:`.
  const said = Math.max(data.conversation.length, visit?.turns.length ?? 0);
  const consent = Array.from({ length: said }, (_, i) => {
    const turn = visit?.turns[i];
    if (turn?.by === 'simulated') return turn.confirms;
    const scripted = data.conversation[i];
    return scripted === undefined ? undefined : lineAt(scripted, i, turn?.branch?.taken).confirms;
  });
  const limit = data.given?.policy?.autoRefundLimit;
  const session = data.given?.session;
  return {
    consent,
    policy: { autoRefundLimit: limit === undefined ? DEFAULT_POLICY.autoRefundLimit : toMinor(limit) },
    ...(session !== undefined && {
      session: { signedIn: startsSignedIn(session), ...(session.customer !== undefined && { caller: session.customer }) },
    }),
  };
}

export type SafetyCheckFn = (visit: Visit, context: CheckContext) => SafetyFinding[];
