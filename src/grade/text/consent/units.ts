/**
 * From tokens to clauses of units: the longest lexicon phrase at each position (phrases never
 * cross a stop), with markers bound to another language dropped. A clause ends at a stop or a
 * question mark; it knows whether it was asked ("¿...?", "...?").
 */
import { type Entry, type Kind, lexicon } from './lexicon/index.js';
import type { Token, TokenKind } from './tokens.js';

export interface Unit {
  /** The words as typed, e.g. "hold on". */
  text: string;
  /** Folded words, space-separated. */
  norm: string;
  kind: TokenKind;
  entries: Entry[];
}

export interface Clause {
  units: Unit[];
  /** Ends with "?" or opens with "¿". */
  asked: boolean;
}

export function has(unit: Unit | undefined, kind: Kind): boolean {
  return unit !== undefined && unit.entries.some((e) => e.kind === kind);
}

/** Content: a word no lexicon entry speaks for. */
export function isContent(unit: Unit): boolean {
  return unit.kind === 'word' && unit.entries.length === 0;
}

export function clausesOf(tokens: readonly Token[], language: string | undefined): Clause[] {
  const clauses: Clause[] = [];
  let current: Clause = { units: [], asked: false };
  const close = () => {
    if (current.units.length > 0 || current.asked) clauses.push(current);
    current = { units: [], asked: false };
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.kind === 'stop') {
      close();
      i += 1;
    } else if (token.kind === 'ask') {
      if (token.raw.startsWith('¿')) {
        close();
        current.asked = true;
      } else {
        current.asked = true;
        close();
      }
      i += 1;
    } else {
      const found = longestAt(tokens, i);
      found.unit.entries = found.unit.entries.filter((e) => !e.strict || e.lang === language);
      current.units.push(found.unit);
      i += found.words;
    }
  }
  close();
  return clauses;
}

function longestAt(tokens: readonly Token[], start: number): { unit: Unit; words: number } {
  const { entries, maxWords } = lexicon();
  let end = start;
  while (end < tokens.length && end - start < maxWords && isWordLike(tokens[end] as Token)) end += 1;
  for (let stop = end; stop > start; stop -= 1) {
    const words = tokens.slice(start, stop);
    const found = entries.get(words.map((t) => t.norm).join(' '));
    if (found !== undefined) return { unit: unitOf(words, [...found]), words: stop - start };
  }
  return { unit: unitOf([tokens[start] as Token], []), words: 1 };
}

function isWordLike(token: Token): boolean {
  return token.kind === 'word' || token.kind === 'emoji';
}

function unitOf(words: readonly Token[], entries: Entry[]): Unit {
  const first = words[0] as Token;
  return { text: words.map((t) => t.raw).join(' '), norm: words.map((t) => t.norm).join(' '), kind: first.kind, entries };
}
