/** The claim lexicons, one per language the desk supports. */
import type { ClaimLexicon, Language } from '../types.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { HI } from './hi.js';
import { IT } from './it.js';
import { NL } from './nl.js';
import { PT } from './pt.js';

export const CLAIM_LEXICONS: readonly ClaimLexicon[] = [EN, ES, FR, DE, PT, IT, NL, HI];

/** Each language's commonest function words, for telling which language a sentence is in. */
export const MARKS: ReadonlyMap<Language, RegExp> = new Map(CLAIM_LEXICONS.map((l) => [l.language, l.marks]));
