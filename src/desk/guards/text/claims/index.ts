/** Every language's claim lexicon; all are tried on every clause, so a mixed-language reply is read too. */
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { HI } from './hi.js';
import { IT } from './it.js';
import type { ClaimLexicon } from './lexicon.js';
import { NL } from './nl.js';
import { PT } from './pt.js';

export const CLAIM_LEXICONS: readonly ClaimLexicon[] = [EN, ES, FR, DE, PT, HI, IT, NL];
