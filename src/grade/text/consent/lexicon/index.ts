/**
 * The grader's consent lexicon: every language's phrases, folded the way a customer's text is
 * folded, in one map from phrase to what it can mean. Built once at first use, never changed.
 */
import { indexPhrases } from '../../../../text/phrase-index.js';
import { phraseKey } from '../tokens.js';
import { common } from './common.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { it } from './it.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { type Entry, KINDS, type LanguageLexicon } from './types.js';

export type { Entry, Kind } from './types.js';

export interface Lexicon {
  entries: ReadonlyMap<string, readonly Entry[]>;
  /** Longest phrase, in words. */
  maxWords: number;
  /** Per language, its telltale words (folded). */
  telltales: ReadonlyMap<string, ReadonlySet<string>>;
  /** Sarcasm phrases of three words or more, matched across commas too ("oh yeah, sure"); shorter ones only within a clause ("oh, sure, go ahead" is a yes). */
  sarcasm: readonly { key: string; lang: string; strict: boolean }[];
}

const LANGUAGES: readonly LanguageLexicon[] = Object.freeze([common, en, es, fr, de, pt, hi, it, nl]);

function build(languages: readonly LanguageLexicon[]): Lexicon {
  const { entries, maxWords } = indexPhrases(languages, KINDS, phraseKey);
  const telltales = new Map(languages.filter((l) => l.lang !== '').map((l) => [l.lang, new Set(l.telltales.map(phraseKey))]));
  const sarcasm = [...entries].flatMap(([key, list]) => (key.split(' ').length >= 3 ? list.filter((e) => e.kind === 'sarcasm').map((e) => ({ key, lang: e.lang, strict: e.strict })) : []));
  return { entries, maxWords, telltales, sarcasm };
}

let built: Lexicon | undefined;

/** The lexicon, built on first use (nothing is computed at import time). */
export function lexicon(): Lexicon {
  built ??= build(LANGUAGES);
  return built;
}
