/**
 * Sentences of a reply, for the grader: a sentence ends at `.`, `!`, `?`, `।`, `…` followed by a
 * space or the end, at a line break, or before a Spanish `¿`/`¡` that opens the next one. A full
 * stop inside a number ("$25.00") or a link does not end one.
 */

export interface Sentence {
  /** Trimmed, with its closing punctuation. */
  text: string;
  /** The closing punctuation with closing quotes and brackets dropped: `?`, `!`, `.`, `।`, or '' when there is none. */
  end: string;
  /** Opens with `¿` (a Spanish question) or `¡` (an exclamation). */
  opens: '' | '¿' | '¡';
}

const BREAK = /(?<=[.!?？।…])["'”»)\]]*\s+|\n+|(?<=\S)\s*(?=[¿¡])/u;
const CLOSERS = /["'”»)\]\s]+$/u;

function closing(text: string): string {
  const bare = text.replace(CLOSERS, '');
  const last = bare.at(-1) ?? '';
  if (last === '？') return '?';
  return '.!?।…'.includes(last) && last !== '' ? last : '';
}

export function sentences(text: string): Sentence[] {
  return text
    .split(BREAK)
    .map((s) => s.trim())
    .filter((s) => /[^\s.!?？।…,;:"'”»)\]¿¡-]/u.test(s))
    .map((s) => ({ text: s, end: closing(s), opens: s.startsWith('¿') ? '¿' : s.startsWith('¡') ? '¡' : '' }));
}
