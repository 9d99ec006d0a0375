/**
 * Keeps a finished trial small in memory. A run of 10,000 cases holds 10,000 transcripts and
 * assertion lists until the reports are written: as objects ~30 KB a trial, as JSON ~12 KB,
 * deflated ~2 KB, and deflated with the run's first trial as a preset dictionary ~0.75 KB (the
 * trials of a run share most of their text), which is also faster. Both stay ordinary enumerable properties for every
 * reader (reporters, JSON.stringify): a getter inflates them on each read, which happens a few
 * times per trial after the run.
 *
 * Packing and the reads after it cost ~1 ms of CPU a trial (a third of a run on the reference
 * model), which buys nothing for a run small enough to hold as it is: a run of up to PLAIN_TRIALS
 * trials (~30 MB of transcripts) is held plain, a larger one packed.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { failedSafety } from './summary.js';
import type { TrialDigest, TrialResult } from './types.js';

/** What a trial keeps packed; a trial that never started has no visit. */
type Content = { visit?: TrialResult['visit'] | undefined; assertions: TrialResult['assertions'] };

/** Trials a run holds as they are; from one more on, each finished trial is packed. */
export const PLAIN_TRIALS = 2000;

/**
 * The bytes in memory of their own. zlib's result is a view on a much larger chunk, and
 * `Buffer.from` of a small buffer takes a slice of Node's shared 8 KiB pool, whose slab then stays
 * alive with it: ~8 KiB held for each ~0.75 KiB trial (55 MB in a 10,000-case run).
 */
function ownCopy(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

function plainPart(value: unknown): Part {
  return { bytes: ownCopy(deflateRawSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: constants.Z_BEST_SPEED })) };
}

/** Compacts the finished trials of one run. */
export interface TrialPacker {
  compact(result: TrialResult): void;
}

/** One part of a trial, deflated with the run's first part of its kind as the preset dictionary. */
interface Part {
  bytes: Buffer;
  dictionary?: Buffer;
}

/**
 * The two parts apart: the report view reads every trial's assertions (~5 KB of JSON) but only
 * the transcripts it renders; inflating both for each read was most of the garbage a 10,000-case
 * run made while its reports were written.
 */
interface Packed {
  visit?: Part;
  assertions: Part;
}

/** Where a compacted trial keeps its bytes: not enumerable, so no reader ever sees it. */
const PACKED = Symbol('packed');

function inflate(part: Part): unknown {
  const options = part.dictionary ? { dictionary: part.dictionary } : {};
  return JSON.parse(inflateRawSync(part.bytes, options).toString('utf8'));
}

function packedOf(result: TrialResult): Packed {
  return (result as unknown as Record<symbol, Packed>)[PACKED] as Packed;
}

function unpack(result: TrialResult): Content {
  const packed = packedOf(result);
  const assertions = inflate(packed.assertions) as Content['assertions'];
  return packed.visit ? { visit: inflate(packed.visit) as Content['visit'], assertions } : { assertions };
}

// One getter per key for every trial: a closure per trial would also give each trial a hidden
// class of its own, since V8 keeps accessors in the class.
const ACCESSORS: { [K in keyof Content | 'toJSON']-?: PropertyDescriptor } = {
  visit: {
    enumerable: true,
    configurable: true,
    get(this: TrialResult) {
      const part = packedOf(this).visit;
      return part ? (inflate(part) as Content['visit']) : undefined;
    },
  },
  assertions: {
    enumerable: true,
    configurable: true,
    get(this: TrialResult) {
      return inflate(packedOf(this).assertions) as Content['assertions'];
    },
  },
  // JSON.stringify (results.json) reads both: one inflation, the keys in their order.
  toJSON: {
    enumerable: false,
    configurable: true,
    value(this: TrialResult) {
      const content = unpack(this);
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(this)) out[key] = key === 'visit' || key === 'assertions' ? content[key] : this[key as keyof TrialResult];
      return out;
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

/** `planned`: the trials the run will hold; up to PLAIN_TRIALS they are kept as they are (digest only). */
export function trialPacker(planned = Infinity): TrialPacker {
  const dictionaries: { visit?: Buffer; assertions?: Buffer } = {};
  const pack = planned > PLAIN_TRIALS;
  /** The first trial that has a part gives its dictionary (a trial that never started has too little text). */
  const packPart = (kind: 'visit' | 'assertions', value: unknown): Part => {
    const json = Buffer.from(JSON.stringify(value), 'utf8');
    const dictionary = (dictionaries[kind] ??= json);
    return { bytes: ownCopy(deflateRawSync(json, { level: constants.Z_BEST_SPEED, dictionary })), dictionary };
  };
  return {
    compact(result) {
      const safetyFailures = failedSafety(result.assertions);
      const digest: TrialDigest = result.visit ? { latencyMs: result.visit.latencyMs, safetyFailures } : { safetyFailures };
      Object.defineProperty(result, 'digest', { enumerable: false, configurable: true, writable: true, value: digest });
      if (!pack) return;
      const packed: Packed = {
        ...(result.visit ? { visit: packPart('visit', result.visit) } : {}),
        // Assertions of a trial that never started are few: no dictionary made of them.
        assertions: result.visit || dictionaries.assertions ? packPart('assertions', result.assertions) : plainPart(result.assertions),
      };
      Object.defineProperty(result, PACKED, { enumerable: false, configurable: true, value: packed });
      if (result.visit) Object.defineProperty(result, 'visit', ACCESSORS.visit);
      Object.defineProperty(result, 'assertions', ACCESSORS.assertions);
      Object.defineProperty(result, 'toJSON', ACCESSORS.toJSON);
    },
  };
}
