/** Semantic lint: every rule runs on every case, and every finding is kept. */
import { basename, dirname, extname } from 'node:path';
import type { Finding } from '../finding.js';
import type { Data } from './access.js';
import { unlabelledConsent } from './consent.js';
import { badRegexes, unknownTools } from './expressions.js';
import { duplicateRecords, unknownCustomers, unknownItems, unknownOrders, unknownPaymentMethods, unknownSkus } from './records.js';
import type { LintContext, LintRule } from './rule.js';
import { reactiveForm, referenceBranches } from './reactive.js';
import { noReference, referenceArguments, referenceSteps } from './reference.js';
import { unknownStateIds, unknownWorldIgnores } from './state.js';
import { intentTurns, referenceTurns, replyTurnRange, userTurns } from './turns.js';

const fileNameMatchesId: LintRule = ({ data, file }) => {
  const id = data['id'];
  const name = basename(file, extname(file));
  if (typeof id !== 'string' || id === name) return [];
  return [{ code: 'FILE_NAME_MISMATCH', path: ['id'], at: 'value', message: `id: "${id}" differs from the file name ${basename(file)}; name the file ${id}${extname(file)}` }];
};

/** Collections whose cases live in a folder per category: `golden/<category>/<id>.yaml`. */
const CATEGORY_ROOTS = new Set(['golden', 'calibration']);

const categoryMatchesFolder: LintRule = ({ data, file }) => {
  const category = data['category'];
  const folder = basename(dirname(file));
  const root = basename(dirname(dirname(file)));
  // frontier/ holds cases of every category until they graduate.
  if (typeof category !== 'string' || !CATEGORY_ROOTS.has(root) || folder === 'frontier' || folder === category) return [];
  return [
    {
      code: 'CATEGORY_FOLDER',
      path: ['category'],
      at: 'value',
      severity: 'warning',
      message: `category: "${category}" but the file is in ${root}/${folder}/; reports group by category and suites select by folder, so keep them the same (move the file, or write category: ${folder})`,
    },
  ];
};

/** The rules by name; adding a check is adding an entry. */
const LINT_RULES: Readonly<Record<string, LintRule>> = {
  fileNameMatchesId,
  duplicateRecords,
  unknownCustomers,
  unknownSkus,
  unknownItems,
  unknownPaymentMethods,
  unknownOrders,
  unknownStateIds,
  unknownWorldIgnores,
  referenceTurns,
  intentTurns,
  replyTurnRange,
  userTurns,
  badRegexes,
  unknownTools,
  unlabelledConsent,
  reactiveForm,
  referenceBranches,
  referenceArguments,
  referenceSteps,
  noReference,
  categoryMatchesFolder,
};

export function lintCase(data: Data, file: string): Finding[] {
  const context: LintContext = { data, file };
  return Object.values(LINT_RULES).flatMap((rule) => rule(context));
}
