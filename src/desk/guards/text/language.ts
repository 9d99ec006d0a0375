/**
 * Which language a text is written in: a small stop-word and letter model, no dependency.
 * Good enough to tell a Spanish reply from an English one, which is what the reply guard's
 * fallback needs; it answers `undefined` rather than guess on too little text.
 */
import { LETTER_HINTS, STOP_WORDS } from './language-lexicon.js';

/** Language -> set of its stop words. */
type Lexicon = ReadonlyMap<string, ReadonlySet<string>>;

/** Each language's stop words, and how many languages share each word; built once from the constant tables. */
function lexicon(): { byLanguage: Lexicon; share: ReadonlyMap<string, number> } {
  const byLanguage = new Map<string, Set<string>>();
  const share = new Map<string, number>();
  for (const [language, words] of Object.entries(STOP_WORDS)) {
    const set = new Set(words.split(/\s+/).filter((w) => w !== ''));
    byLanguage.set(language, set);
    for (const w of set) share.set(w, (share.get(w) ?? 0) + 1);
  }
  return { byLanguage, share };
}

const LEXICON = lexicon();

/** Minimum score for an answer, and by how much the best must beat the runner-up. */
const MIN_SCORE = 1;
const MIN_LEAD = 0.5;

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu) ?? []).map((t) => t.replace('’', "'"));
}

function devanagariShare(text: string): number {
  const letters = text.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  const devanagari = text.match(/[\u0900-\u097f]/gu)?.length ?? 0;
  return letters === 0 ? 0 : devanagari / letters;
}

/** Scores per language: shared words count 1/n for each of the n languages that use them. */
export function languageScores(text: string): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (language: string, value: number): void => {
    scores.set(language, (scores.get(language) ?? 0) + value);
  };
  for (const token of tokens(text)) {
    const candidates = [token, ...token.split("'")];
    for (const word of new Set(candidates)) {
      const n = LEXICON.share.get(word);
      if (n === undefined) continue;
      for (const [language, words] of LEXICON.byLanguage) if (words.has(word)) add(language, 1 / n);
      break;
    }
  }
  const lower = text.toLowerCase();
  for (const hint of LETTER_HINTS) {
    const count = lower.match(hint.pattern)?.length ?? 0;
    if (count === 0) continue;
    for (const [language, weight] of Object.entries(hint.weights)) add(language, weight * Math.min(count, 3));
  }
  return scores;
}

/**
 * Best-guess language (BCP-47 primary subtag) of a text: en, es, fr, de, pt, hi (Devanagari or
 * romanised), it, nl; `undefined` when the text is too short or too mixed to tell.
 */
export function detectLanguage(text: string): string | undefined {
  if (devanagariShare(text) >= 0.3) return 'hi';
  const ranked = [...languageScores(text)].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (best === undefined || best[1] < MIN_SCORE) return undefined;
  if (second !== undefined && best[1] - second[1] < MIN_LEAD) return undefined;
  return best[0];
}

/** Primary subtag of a BCP-47 tag, lower case: `pt-BR` -> `pt`. */
export function primaryLanguage(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? tag).toLowerCase();
}
