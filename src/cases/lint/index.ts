/** Semantic lint: every rule runs on every case, and every finding is kept. */
import { basename, extname } from 'node:path';
import type { Finding } from '../finding.js';
import type { Data } from './access.js';
import { unlabelledConsent } from './consent.js';
import { badRegexes, unknownTools } from './expressions.js';
import { duplicateRecords, unknownCustomers, unknownOrders, unknownSkus } from './records.js';
import type { LintContext, LintRule } from './rule.js';
import { unknownStateIds } from './state.js';
import { intentTurns, referenceTurns, replyTurnRange } from './turns.js';

const fileNameMatchesId: LintRule = ({ data, file }) => {
  const id = data['id'];
  const name = basename(file, extname(file));
  if (typeof id !== 'string' || id === name) return [];
  return [{ code: 'FILE_NAME_MISMATCH', path: ['id'], at: 'value', message: `id: "${id}" differs from the file name ${basename(file)}; name the file ${id}${extname(file)}` }];
};

/** The rules by name; adding a check is adding an entry. */
export const LINT_RULES: Readonly<Record<string, LintRule>> = {
  fileNameMatchesId,
  duplicateRecords,
  unknownCustomers,
  unknownSkus,
  unknownOrders,
  unknownStateIds,
  referenceTurns,
  intentTurns,
  replyTurnRange,
  badRegexes,
  unknownTools,
  unlabelledConsent,
};

export function lintCase(data: Data, file: string): Finding[] {
  const context: LintContext = { data, file };
  return Object.values(LINT_RULES).flatMap((rule) => rule(context));
}
