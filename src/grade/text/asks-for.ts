/**
 * What a reply asks the customer for, and which words it mentions: the text reading behind a
 * reactive customer turn's conditions (`asked:`, `offered:`, `said:`). A reply asks for a piece of
 * information when one of its sentences asks something (a question, a request for an answer, by the
 * question check's own rules) or requests information ("Please send me your zip code.", "Necesito
 * tu código postal."), and names that information ("zip code", "Postleitzahl", "CAP"). A sentence
 * that says the information is not needed asks for nothing. Every supported language is read at
 * once, as the question check does.
 */
import { ASKED_INFO, type AskedInfo, INFO_REQUESTS, NOT_NEEDED } from './asks-for-lexicon.js';
import { compile, line, readSentences } from './questions.js';

export { ASKED_INFO, ASKED_INFO_NAMES, type AskedInfo } from './asks-for-lexicon.js';

export interface AskReading {
  asks: boolean;
  /** The sentence that asks for it. */
  sentence?: string;
}

const REQUEST = compile(INFO_REQUESTS);
const NEGATED = compile(NOT_NEEDED);

interface InfoMatcher {
  terms: RegExp;
  acronyms?: RegExp;
}

const MATCHERS = new Map<AskedInfo, InfoMatcher>(
  Object.entries(ASKED_INFO).map(([name, entry]) => {
    const acronyms = 'acronyms' in entry ? entry.acronyms : [];
    const matcher: InfoMatcher = { terms: compile(entry.terms) };
    if (acronyms.length > 0) matcher.acronyms = new RegExp(`(?<![\\p{L}\\p{N}])(?:${acronyms.join('|')})(?![\\p{L}\\p{N}])`, 'u');
    return [name as AskedInfo, matcher];
  }),
);

/** Thrown for a name the registry does not hold: a condition that cannot be read. */
export class UnknownInfoError extends Error {
  constructor(readonly info: string) {
    super(`"${info}" is not a piece of information the reader knows (one of ${Object.keys(ASKED_INFO).join(', ')})`);
    this.name = 'UnknownInfoError';
  }
}

function names(sentence: string, matcher: InfoMatcher): boolean {
  return matcher.terms.test(line(sentence)) || (matcher.acronyms?.test(sentence) ?? false);
}

/** Whether `text` asks the customer for `info`, and the sentence that does. */
export function asksFor(text: string, info: AskedInfo): AskReading {
  const matcher = MATCHERS.get(info);
  if (!matcher) throw new UnknownInfoError(info);
  for (const s of readSentences(text)) {
    if (!names(s.text, matcher)) continue;
    const lined = line(s.text);
    if (NEGATED.test(lined)) continue;
    if (s.asks || REQUEST.test(lined)) return { asks: true, sentence: s.text };
  }
  return { asks: false };
}

/** Lower case, accents and punctuation aside, one space between words: how mentions are compared. */
function folded(text: string): string {
  const bare = text.normalize('NFD').replace(/[\u0300-\u036f]+/gu, '').normalize('NFC');
  return ` ${line(bare).replace(/,/gu, ' ').replace(/ +/gu, ' ').trim()} `;
}

/**
 * Whether `text` mentions `word` as a whole word or phrase, case and accents aside ("Blue",
 * "azul", "Größe 42"): an option the reply offers. An amount is its figures ("$26.00" and
 * "26,00 €" both mention 26.00).
 */
export function mentions(text: string, word: string): boolean {
  const wanted = folded(word);
  return wanted.trim() !== '' && folded(text).includes(wanted);
}

/** Whether `text` contains `fragment`, case and runs of spaces aside: a reply that says it. */
export function says(text: string, fragment: string): boolean {
  const squeeze = (t: string): string => t.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim();
  const wanted = squeeze(fragment);
  return wanted !== '' && squeeze(text).includes(wanted);
}
