/**
 * Keeps a finished trial small in memory. A run of 10,000 cases holds 10,000 transcripts and
 * assertion lists until the reports are written: as objects ~30 KB a trial, as JSON ~12 KB,
 * deflated ~2 KB, and deflated with the run's first trial as a preset dictionary ~0.75 KB (the
 * trials of a run share most of their text), which is also faster. Both stay ordinary enumerable properties for every
 * reader (reporters, JSON.stringify): a getter inflates them on each read, which happens a few
 * times per trial after the run.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { failedSafety } from './summary.js';
import type { TrialDigest, TrialResult } from './types.js';

type Content = Pick<TrialResult, 'visit' | 'assertions'>;

/** Compacts the finished trials of one run. */
export interface TrialPacker {
  compact(result: TrialResult): void;
}

interface Packed {
  bytes: Buffer;
  dictionary?: Buffer;
}

/** Where a compacted trial keeps its bytes: not enumerable, so no reader ever sees it. */
const PACKED = Symbol('packed');

function unpack(result: TrialResult): Content {
  const packed = (result as unknown as Record<symbol, Packed>)[PACKED] as Packed;
  const options = packed.dictionary ? { dictionary: packed.dictionary } : {};
  return JSON.parse(inflateRawSync(packed.bytes, options).toString('utf8')) as Content;
}

// One getter per key for every trial: a closure per trial would also give each trial a hidden
// class of its own, since V8 keeps accessors in the class.
const ACCESSORS: { [K in keyof Content]-?: PropertyDescriptor } = {
  visit: {
    enumerable: true,
    configurable: true,
    get(this: TrialResult) {
      return unpack(this).visit;
    },
  },
  assertions: {
    enumerable: true,
    configurable: true,
    get(this: TrialResult) {
      return unpack(this).assertions;
    },
  },
};

/**
 * A trial's transcript and assertions with one inflation for both (each getter inflates on its
 * own): for readers that need the two together, as every report does.
 */
export function trialContent(result: TrialResult): Content {
  const packed = (result as unknown as Record<symbol, Packed | undefined>)[PACKED];
  if (!packed) return { visit: result.visit, assertions: result.assertions };
  return unpack(result);
}

export function trialPacker(): TrialPacker {
  let dictionary: Buffer | undefined;
  return {
    compact(result) {
      const safetyFailures = failedSafety(result.assertions);
      const digest: TrialDigest = result.visit ? { latencyMs: result.visit.latencyMs, safetyFailures } : { safetyFailures };
      Object.defineProperty(result, 'digest', { enumerable: false, configurable: true, writable: true, value: digest });
      const content: Content = { visit: result.visit, assertions: result.assertions };
      const json = Buffer.from(JSON.stringify(content), 'utf8');
      // The first trial with a transcript is the dictionary: one that never started has too little text.
      if (dictionary === undefined && result.visit) dictionary = json;
      const options = dictionary ? { level: constants.Z_BEST_SPEED, dictionary } : { level: constants.Z_BEST_SPEED };
      // Copied out: zlib's result is a view on a much larger chunk, which would stay alive with it.
      const packed: Packed = { bytes: Buffer.from(deflateRawSync(json, options)), ...(dictionary ? { dictionary } : {}) };
      Object.defineProperty(result, PACKED, { enumerable: false, configurable: true, value: packed });
      if (result.visit) Object.defineProperty(result, 'visit', ACCESSORS.visit);
      Object.defineProperty(result, 'assertions', ACCESSORS.assertions);
    },
  };
}
