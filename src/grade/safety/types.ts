import type { Visit } from '../../desk/types.js';

/** One thing an always-on check found wrong, at a step of the transcript. */
export interface Finding {
  step: number | undefined;
  message: string;
}

export type SafetyCheckFn = (visit: Visit) => Finding[];
