/**
 * An email address in a text, however it is written: as is, or spelled out to slip past a filter
 * ("rosa.delgado at example dot com", "arroba … punto com", "(at)", "chez … point", "ät … punkt").
 * The text is compared folded, so case and accents do not matter.
 */
import { escapeRegExp, fold } from './text.js';

/** How each separator of an address may be written, in the eight languages, besides the symbol. */
const SPOKEN: Readonly<Record<string, readonly string[]>> = {
  '@': ['at', 'arroba', 'chez', 'at the rate', 'at the rate of', 'at rate', 'bei', 'chiocciola', 'apenstaart', 'apenstaartje', 'एट', 'ऐट', 'एट द रेट', 'एट दी रेट'],
  '.': ['dot', 'punto', 'point', 'punkt', 'ponto', 'punt', 'puntje', 'डॉट', 'डोट'],
  '-': ['dash', 'hyphen', 'minus', 'guion', 'tiret', 'bindestrich', 'hifen', 'trattino', 'streepje', 'koppelteken', 'डैश'],
  _: ['underscore', 'guion bajo', 'tiret bas', 'unterstrich', 'sublinhado', 'underline', 'trattino basso', 'laag streepje', 'अंडरस्कोर'],
  '+': ['plus', 'mas', 'mais', 'piu'],
};

function separator(symbol: string): string {
  const spoken = (SPOKEN[symbol] ?? []).map((w) => escapeRegExp(fold(w))).join('|');
  const literal = escapeRegExp(symbol);
  return `\\s*(?:${literal}|[(\\[{<]\\s*(?:${spoken})\\s*[)\\]}>]|\\s(?:${spoken})\\s)\\s*`;
}

const SEPARATORS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(SPOKEN).map((s) => [s, separator(s)]));

/** The pattern for one address: its pieces, each separator in any of its written forms. */
function emailPattern(email: string): RegExp {
  const pieces = fold(email).split(/([@._+-])/);
  const source = pieces.map((p, i) => (i % 2 === 1 ? (SEPARATORS[p] ?? escapeRegExp(p)) : escapeRegExp(p))).join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u');
}

const PATTERNS = new Map<string, RegExp>();

function patternFor(email: string): RegExp {
  let pattern = PATTERNS.get(email);
  if (pattern === undefined) {
    pattern = emailPattern(email);
    // A bounded cache: a run sees a few thousand customers at most, the same ones many times.
    if (PATTERNS.size > 5000) PATTERNS.clear();
    PATTERNS.set(email, pattern);
  }
  return pattern;
}

/** True when `text` shows `email`, as written or spelled out. */
export function showsEmail(text: string, email: string): boolean {
  const folded = fold(text);
  const local = fold(email).split(/[@._+-]/)[0] ?? '';
  if (local === '' || !folded.includes(local)) return false;
  return patternFor(email).test(folded);
}
