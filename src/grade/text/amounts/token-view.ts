/**
 * A reply's tokens being read: which are taken by an amount already, and numbers read off them,
 * with French and Indian space grouping ("1 250,00") and ids (A1001) told apart.
 */
import type { Minor } from '../../../desk/types.js';
import { currencyWord, type Currencies, DOLLAR_PREFIXES } from './currencies.js';
import { type DigitNumber, parseDigits } from './numbers.js';
import { type Token, tokenise } from './tokens.js';

/** An amount read at tokens [from, to). */
export interface Taken {
  from: number;
  to: number;
  minor: Minor;
  currencies: Currencies;
  how: 'marked' | 'bare';
}

export class TokenView {
  readonly tokens: Token[];
  protected readonly used: boolean[];
  readonly out: Taken[] = [];

  constructor(readonly text: string) {
    this.tokens = tokenise(text);
    this.used = this.tokens.map(() => false);
  }

  protected at(i: number): Token | undefined {
    return this.tokens[i];
  }

  protected free(from: number, to: number): boolean {
    for (let k = from; k < to; k += 1) if (this.used[k]) return false;
    return true;
  }

  protected take(from: number, to: number, minor: Minor, currencies: Currencies, how: 'marked' | 'bare' = 'marked'): void {
    for (let k = from; k < to; k += 1) this.used[k] = true;
    this.out.push({ from, to, minor, currencies, how });
  }

  /** Blank space between tokens a and b is exactly one space: "1 250,00" is one number, "1  250" or "1\n250" are not. */
  protected oneSpace(a: number, b: number): boolean {
    return this.text.slice((this.at(a) as Token).end, (this.at(b) as Token).start) === ' ';
  }

  /** Digits at token i, with French and Indian space grouping ("1 250,00") read forwards from i. */
  protected digitsFrom(i: number): { n: DigitNumber; to: number } | undefined {
    const t = this.at(i);
    if (t?.kind !== 'number' || this.used[i] || this.gluedToId(i)) return undefined;
    let text = t.text;
    let to = i + 1;
    if (/^\d{1,3}$/.test(t.text)) {
      for (let more = this.at(to); more?.kind === 'number' && !this.used[to] && this.oneSpace(to - 1, to); more = this.at(to)) {
        if (!/^\d{3}(?:[.,]\d{1,2})?$/.test(more.text)) break;
        text += more.text;
        to += 1;
        if (!/^\d{3}$/.test(more.text)) break;
      }
    }
    const n = parseDigits(text);
    return n === undefined ? undefined : { n, to };
  }

  /** Digits ending at token i, the space grouping read backwards ("1 250,00 €"). */
  protected digitsEndingAt(i: number): { n: DigitNumber; from: number } | undefined {
    const t = this.at(i);
    if (t?.kind !== 'number' || this.used[i]) return undefined;
    let from = i;
    let group = /^\d{3}(?:[.,]\d{1,2})?$/;
    for (let prev = this.at(from - 1); prev?.kind === 'number' && !this.used[from - 1]; prev = this.at(from - 1)) {
      if (!group.test((this.at(from) as Token).text) || !/^\d{1,3}$/.test(prev.text) || !this.oneSpace(from - 1, from)) break;
      from -= 1;
      group = /^\d{3}$/;
    }
    if (this.gluedToId(from)) return undefined;
    const n = parseDigits(this.tokens.slice(from, i + 1).map((x) => x.text).join(''));
    return n === undefined ? undefined : { n, from };
  }

  /** A number glued to letters before it is an id (A1001), unless the letters are a currency (EUR25, Rs900). */
  protected gluedToId(i: number): boolean {
    const t = this.at(i) as Token;
    const prev = this.at(i - 1);
    return prev?.kind === 'word' && !t.spaced && currencyWord(prev.text) === undefined && !DOLLAR_PREFIXES.has(prev.text);
  }

}
