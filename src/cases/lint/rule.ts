import type { Finding } from '../finding.js';
import type { Data } from './access.js';

export interface LintContext {
  data: Data;
  /** The file's path as reported (its base name must equal the id). */
  file: string;
}

/** One semantic check beyond the schema. Rules read the data defensively: it may be invalid. */
export type LintRule = (context: LintContext) => Finding[];
