/**
 * Keeps a finished trial small in memory. A run of 10,000 cases holds 10,000 transcripts and
 * assertion lists until the reports are written: as objects ~30 KB a trial, deflated ~3 KB. Both
 * stay ordinary enumerable properties for every reader (reporters, JSON.stringify): a getter
 * inflates them on each read, which happens a few times per trial after the run.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { TrialResult } from './types.js';

type Packed = Pick<TrialResult, 'visit' | 'assertions'>;

export function compactTrial(result: TrialResult): void {
  const content: Packed = { visit: result.visit, assertions: result.assertions };
  // Copied out: zlib's result is a view on a much larger chunk, which would stay alive with it.
  const packed = Buffer.from(deflateRawSync(JSON.stringify(content), { level: constants.Z_BEST_SPEED }));
  const unpack = (): Packed => JSON.parse(inflateRawSync(packed).toString('utf8')) as Packed;
  const define = (key: keyof Packed) =>
    Object.defineProperty(result, key, { enumerable: true, configurable: true, get: () => unpack()[key] });
  if (result.visit) define('visit');
  define('assertions');
}
