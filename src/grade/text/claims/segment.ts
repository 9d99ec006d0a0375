/**
 * A reply cut into the scopes the claim reader works in: sentences, and clauses within them,
 * each clause knowing what joined it to the one before (a comma, a colon, "and", "but"...), since
 * that decides whether a condition, a negation or reported speech carries over.
 */
import { ID_SHAPE, LETTER, WORD_CHAR } from './pattern.js';

type Join = 'start' | 'comma' | 'semicolon' | 'colon' | 'dash' | 'and' | 'contrast' | 'paren';

export interface Clause {
  /** As written (apostrophes and quotes normalised). */
  text: string;
  /** Lower case, for the lexicons. */
  lower: string;
  joinedBy: Join;
}

export interface Sentence {
  text: string;
  /** Ends with `?`, or opens with `¿`. */
  question: boolean;
  clauses: Clause[];
}

/** Quoted passages of two words or more: the customer's words or a label, never the agent's claim. */
const QUOTED = /“[^”]*\s[^”]*”|„[^“”]*\s[^“”]*[“”]|«[^»]*\s[^»]*»|"[^"\n]*\s[^"\n]*"/gu;

/** One apostrophe, Unicode NFC (Devanagari nukta letters come precomposed or not), quotes masked. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(QUOTED, ' ⟪⟫ ');
}

/**
 * A sentence ends at `.`, `!`, `?`, `।` or `…` before a space and a character that is not a
 * lower-case letter, at a line break, or after `!`, `?` or `।` whatever follows. A full stop
 * between digits ("$25.00") or after a day number before a month ("am 3. November") ends none.
 */
const SENTENCE_BREAK = /(?<=[.!?？।…])\s+(?=[^\s\p{Ll}])|\n+|(?<=[!?？।])\s+/u;
const DAY_NUMBER = /(?:^|\s)\d{1,2}\.$/u;
const MONTH = /^(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|jan|feb|mär|apr|jun|jul|aug|sep|sept|okt|nov|dez)(?![\p{L}])/iu;

/** "am 3." and "November storniert" are one sentence. */
function rejoinDates(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && DAY_NUMBER.test(last) && MONTH.test(piece)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const raw of rejoinDates(normalise(text).split(SENTENCE_BREAK))) {
    for (const piece of splitInvertedOpeners(raw)) {
      const trimmed = piece.trim().replace(/^[-*•]\s+/u, '');
      if (trimmed === '' || !/[\p{L}\p{N}]/u.test(trimmed)) continue;
      out.push({ text: trimmed, question: /[?？]["'”»)\]]*$/u.test(trimmed) || trimmed.startsWith('¿'), clauses: clauses(trimmed) });
    }
  }
  return out;
}

/** "Hecho ¿algo más?" and "Listo ¡gracias!" hold two sentences. */
function splitInvertedOpeners(text: string): string[] {
  const at = text.search(/(?<=\S\s*)[¿¡]/u);
  if (at <= 0) return [text];
  return [text.slice(0, at), ...splitInvertedOpeners(text.slice(at))];
}

/** Placeholders that keep "A1001, A1003 and A1004" in one clause. */
const KEEP_COMMA = '\uE000';
const KEEP_SPACE = '\uE001';
const ID_JOIN = new RegExp(
  `(?<=(?<!${WORD_CHAR})${ID_SHAPE})(\\s*,\\s*|\\s*&\\s*|\\s*,?\\s+(?:and|y|e|et|und|en|und|or|o|ou|oder|of|और|या|aur|ya)\\s+)(?=${ID_SHAPE}(?!${WORD_CHAR}))`,
  'giu',
);

const CONTRAST = 'but|however|although|though|whereas|pero|sin embargo|aunque|mas|mais|cependant|pourtant|toutefois|aber|jedoch|allerdings|doch|sondern|porém|contudo|entretanto|no entanto|ma|però|tuttavia|maar|echter|लेकिन|किंतु|परंतु|मगर|lekin|magar';
const AND = 'and|so|because|while|y|e|porque|pues|así que|et|donc|puis|und|denn|weil|pois|então|quindi|perché|poi|omdat|dus|और|क्योंकि|इसलिए|तो|aur|kyunki|isliye';
/** Dutch "en" only before a subject: Spanish and French "en" is "in". */
const DUTCH_AND = `en(?=\\s+(?:ik|je|jij|u|we|wij|het|de|uw|jouw|dit|dat|er|hij|zij|ze)(?!${LETTER}))`;

/** A conjunction wins over the comma before it: ", and" joins by "and", ", but" by "but". */
const BREAK = new RegExp(
  [
    `(\\s*[,;—–]?\\s+(?<!${LETTER})(?:${CONTRAST})(?!${LETTER})\\s+)`,
    `(\\s*,?\\s+(?<!${LETTER})(?<!(?:go|goes|gone|went|going)\\s+ahead\\s+)(?:${AND}|${DUTCH_AND})(?!${LETTER})\\s+)`,
    '(\\s*;\\s*)',
    '(\\s*(?<!\\d):\\s*|\\s*:(?!\\d)\\s*)',
    '(\\s*(?<!\\d),\\s*|\\s*,(?!\\d)\\s*)',
    '(\\s*[—–]\\s*|\\s+-\\s+)',
  ].join('|'),
  'iu',
);
const JOINS: readonly Join[] = ['contrast', 'and', 'semicolon', 'colon', 'comma', 'dash'];

/** Clauses of a sentence; a parenthesis is a clause of its own, taken out of the clause it interrupts. */
function clauses(sentence: string): Clause[] {
  const inner: string[] = [];
  const main = sentence.replace(/\s*\(([^()]*)\)/gu, (_m, content: string) => {
    inner.push(content);
    return '';
  });
  return [...split(main, 'start'), ...inner.flatMap((c) => split(c, 'paren'))];
}

function split(text: string, first: Join): Clause[] {
  const guarded = text.replace(ID_JOIN, (sep: string) => sep.replace(/,/g, KEEP_COMMA).replace(/\s/g, KEEP_SPACE));
  const out: Clause[] = [];
  let joinedBy = first;
  let rest = guarded;
  for (;;) {
    const m = BREAK.exec(rest);
    const piece = m ? rest.slice(0, m.index) : rest;
    push(out, piece, joinedBy);
    if (!m) break;
    const kind = m.slice(1).findIndex((g) => g !== undefined);
    joinedBy = JOINS[kind] ?? 'comma';
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

function push(out: Clause[], piece: string, joinedBy: Join): void {
  const text = piece.replaceAll(KEEP_COMMA, ',').replaceAll(KEEP_SPACE, ' ').replace(/[.!?？।…]+["'”»)]*$/u, '').trim();
  if (text === '' || !/[\p{L}\p{N}]/u.test(text)) return;
  out.push({ text, lower: lowerCase(text), joinedBy });
}

/** `İ` is the one letter whose lower case is two characters; it is kept as it is. */
function lowerCase(text: string): string {
  return text.includes('İ') ? text.split('İ').map((p) => p.toLowerCase()).join('İ') : text.toLowerCase();
}
