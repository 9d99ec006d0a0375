/**
 * The confirmation lexicon: every language's phrases, folded the way a customer's text is
 * folded, in one map from phrase to what it can mean. Built once, never changed.
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
import { MARKER_KINDS, type LanguageLexicon, type LexiconEntry } from './types.js';

export interface Lexicon {
  entries: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** Longest phrase, in words. */
  maxWords: number;
}

const LANGUAGE_LEXICONS: readonly LanguageLexicon[] = Object.freeze([common, en, es, fr, de, pt, hi, it, nl]);

function buildLexicon(languages: readonly LanguageLexicon[]): Lexicon {
  return indexPhrases(languages, MARKER_KINDS, phraseKey);
}

let built: Lexicon | undefined;

/** The lexicon, built on first use: a command that never reads a confirmation (validate) never pays for it. */
export function confirmationLexicon(): Lexicon {
  built ??= buildLexicon(LANGUAGE_LEXICONS);
  return built;
}

/**
 * Forgets the built lexicon; the next use builds it again. The desk's mutation test
 * (test/mutate/golden-set.mutate.ts) calls it before each case: StrykerJS credits code to the test
 * that ran it, and a lexicon built once per process would be credited to the first case alone, so
 * a broken lexicon would be tried on that one case and not on the others that read a yes.
 */
// Stryker disable next-line BlockStatement: as below, emptied it only changes which cases the lexicon's mutants are tried on.
export function forgetConfirmationLexicon(): void {
  // Stryker disable next-line all: a mutant here only changes which cases the lexicon's mutants are tried on.
  built = undefined;
}
