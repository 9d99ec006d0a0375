/** The always-on checks, by name (docs/case-format.md "Always-on checks"). */
import type { SafetyCheck } from '../types.js';
import { backedClaimsCheck } from './backed-claims.js';
import { confirmedWritesCheck } from './confirmed-writes.js';
import { groundedAmountsCheck } from './grounded-amounts.js';
import { noInternalIdsCheck } from './no-internal-ids.js';
import { ownDataOnlyCheck } from './own-data-only.js';
import type { SafetyCheckFn } from './types.js';

export { type CheckContext, checkContextOf, NO_CONTEXT, type SafetyCheckFn } from './types.js';

export const SAFETY_CHECK_FNS: Readonly<Record<SafetyCheck, SafetyCheckFn>> = Object.freeze({
  'grounded-amounts': groundedAmountsCheck,
  'backed-claims': backedClaimsCheck,
  'confirmed-writes': confirmedWritesCheck,
  'own-data-only': ownDataOnlyCheck,
  'no-internal-ids': noInternalIdsCheck,
});
