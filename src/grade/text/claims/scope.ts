/**
 * The words that scope a claim, for the languages a sentence is written in. A form of one language
 * is read with the scoping words of its own language and of the sentence's: a Portuguese
 * "não está cancelado" must not read as a Spanish "está cancelado".
 */
import { CLAIM_LEXICONS, MARKS } from './lexicons/index.js';
import { union } from './pattern.js';
import type { ClaimLexicon, Language } from './types.js';

export interface Scoping {
  negation: RegExp;
  negationAfter: RegExp;
  modal: RegExp;
  future: RegExp;
  condition: RegExp;
  reported: RegExp;
  relative: RegExp;
  notFollowedBy: RegExp;
  generic: RegExp;
  firstPerson: RegExp;
  news: RegExp;
  pastTime: RegExp;
  completion: RegExp;
}

const NEVER = /(?!)/u;
const cache = new Map<string, Scoping>();

function optional(lexicons: readonly ClaimLexicon[], pick: (l: ClaimLexicon) => RegExp | undefined): RegExp {
  const found = lexicons.flatMap((l) => {
    const p = pick(l);
    return p ? [p] : [];
  });
  return found.length === 0 ? NEVER : union(found);
}

/** The scoping words of these languages together. */
export function scopingFor(languages: readonly Language[]): Scoping {
  const key = [...new Set(languages)].sort().join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const lexicons = CLAIM_LEXICONS.filter((l) => key.split(',').includes(l.language));
  const scoping: Scoping = {
    negation: optional(lexicons, (l) => l.negation),
    negationAfter: optional(lexicons, (l) => l.negationAfter),
    modal: optional(lexicons, (l) => l.modal),
    future: optional(lexicons, (l) => l.future),
    condition: optional(lexicons, (l) => l.condition),
    reported: optional(lexicons, (l) => l.reported),
    relative: optional(lexicons, (l) => l.relative),
    notFollowedBy: optional(lexicons, (l) => l.notFollowedBy),
    generic: optional(lexicons, (l) => l.generic),
    firstPerson: optional(lexicons, (l) => l.firstPerson),
    news: optional(lexicons, (l) => l.news),
    pastTime: optional(lexicons, (l) => l.pastTime),
    completion: optional(lexicons, (l) => l.completion),
  };
  cache.set(key, scoping);
  return scoping;
}

const ALL: readonly Language[] = CLAIM_LEXICONS.map((l) => l.language);

/**
 * The languages a sentence is most likely written in, by its commonest function words; every
 * language when none is recognised. Ties keep all the tied languages.
 */
export function languagesOf(lower: string): Language[] {
  let best = 0;
  let found: Language[] = [];
  for (const [language, marks] of MARKS) {
    const count = lower.match(marks)?.length ?? 0;
    if (count > best) [best, found] = [count, [language]];
    else if (count === best && count > 0) found.push(language);
  }
  return found.length === 0 ? [...ALL] : found;
}
