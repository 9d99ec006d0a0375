import type { GoldenCaseData } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';

/** One thing an always-on check found wrong, at a step of the transcript. */
export interface Finding {
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
}

export const NO_CONTEXT: CheckContext = Object.freeze({ consent: Object.freeze([]) });

/** The case's ground truth for the checks. */
export function checkContextOf(data: Pick<GoldenCaseData, 'conversation'>): CheckContext {
  return { consent: data.conversation.map((t) => (typeof t === 'string' ? undefined : t.confirms)) };
}

export type SafetyCheckFn = (visit: Visit, context: CheckContext) => Finding[];
