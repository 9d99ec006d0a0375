/**
 * Reading amounts off a reply's tokens: currency markers first (whole currencies before cents,
 * so "deux cents euros" is 200 €), each with the number on its side — digits, words in one
 * language, digits with a multiplier ("2 mil") — and a cents part ("twelve euros fifty"); then
 * the price-shaped numbers with no currency that are not times, dates or measures.
 */
import { canMean, currencyWord, type Currencies, DOLLAR_PREFIXES, type Marker, narrow, NEEDS_DIGITS_OR_PT, QUALIFIERS, SYMBOLS } from './currencies.js';
import { DIGIT_MULTIPLIERS, LANGUAGES, type NumberLanguage } from './lexicon.js';
import { hasUnit, isClockTime, isDayAndMonth, isGlued, isVersion, rangeEnds } from './not-money.js';
import { ARTICLES, type DigitNumber, isNumberWord, parseDigits, wordsValue } from './numbers.js';
import { TokenView } from './token-view.js';
import { foldWord, type Token } from './tokens.js';

/** A currency marker found at tokens [from, to). */
interface Found extends Marker {
  from: number;
  to: number;
  kind: 'symbol' | 'code' | 'word';
  /** The folded currency word, for the words that need a closer look ("real"). */
  word?: string;
}

/** A number found at tokens [from, to). */
interface Num {
  value: number;
  from: number;
  to: number;
  integer: boolean;
  /** Written in words in this language. */
  lang?: NumberLanguage;
  /** A lone article ("a", "un", "ein"): one only when a cents part follows. */
  article?: boolean;
}

/** Words that join a cents part to the whole: "twelve dollars and fifty cents", "doce euros con cincuenta". */
const CENTS_JOIN = new Set(['and', 'y', 'con', 'e', 'et', 'und', 'en', 'aur', 'और']);
/** Words after which "twelve euros fifty" may end: a verb of cost, "each", "in total". */
const AFTER_CENTS = new Set([
  'each', 'apiece', 'cada', 'chacun', 'chacune', 'piece', 'pro', 'je', 'stuck', 'ciascuno', 'ciascuna', 'per', 'stuk', 'प्रति',
  'costs', 'cost', 'cuesta', 'cuestan', 'coute', 'coutent', 'kostet', 'kosten', 'custa', 'custam', 'costa', 'costano', 'kost',
  'in', 'en', 'au', 'no', 'insgesamt', 'total', 'totale', 'totaal', 'and', 'y', 'et', 'und', 'e', 'or', 'o', 'ou', 'oder', 'of',
  'है', 'hai', 'ka', 'ki', 'ke', 'का', 'की', 'के',
]);
/** Words that may sit between a price word and its number: "the total is 25.5", "le prix est de 14,5". */
const PRICE_FILLERS = new Set([
  'is', 'was', 'are', 'of', 'just', 'only', 'now', 'at', ':', '=', 'de', 'du', 'des', 'da', 'do', 'di', 'del', 'della', 'van', 'von',
  'est', 'es', 'ist', 'era', 'e', 'é', 'è', 'solo', 'seulement', 'nur', 'apenas', 'soltanto', 'maar', 'slechts', 'bedraagt',
  'betragt', 'betraegt', 'asciende', 'a', 'se', 'eleve', 'sono', 'zijn', 'sind', 'son', 'sao', 'रुपये', 'है',
]);
/** Words that say a price follows: "costs 14.5", "cuesta 14,5", "kostet 14,5". */
const PRICE_WORDS = new Set([
  'costs', 'cost', 'priced', 'price', 'total', 'totals', 'refund', 'charged', 'paid', 'owe', 'owed', 'cuesta', 'cuestan', 'costo',
  'precio', 'importe', 'reembolso', 'coute', 'coutent', 'prix', 'montant', 'remboursement', 'kostet', 'kosten', 'kostete', 'preis',
  'betrag', 'summe', 'gesamtbetrag', 'erstattung', 'custa', 'custam', 'custou', 'preco', 'valor', 'costa', 'costano', 'prezzo',
  'importo', 'rimborso', 'totale', 'kost', 'kostte', 'prijs', 'bedrag', 'totaal', 'terugbetaling', 'कीमत', 'दाम', 'कुल', 'राशि',
  'keemat', 'kimat', 'daam', 'kul', 'rashi',
]);
const DASHES = new Set(['-', '–', '—', '=']);

export class Reader extends TokenView {
  /** A currency marker starting at token i. */
  marker(i: number): Found | undefined {
    const t = this.at(i);
    const next = this.at(i + 1);
    if (t === undefined) return undefined;
    if (t.kind === 'word' && next?.text === '$' && !next.spaced && DOLLAR_PREFIXES.has(t.text)) {
      return { currencies: DOLLAR_PREFIXES.get(t.text) as Currencies, from: i, to: i + 2, kind: 'symbol' };
    }
    if (t.kind === 'symbol') {
      const symbol = SYMBOLS.get(t.text);
      if (symbol !== undefined) return { currencies: symbol, from: i, to: i + 1, kind: 'symbol' };
      if (t.text === '(' && next !== undefined && this.at(i + 2)?.text === ')') {
        const inner = next.kind === 'word' ? currencyWord(next.text) : next.kind === 'symbol' ? { currencies: SYMBOLS.get(next.text) } : undefined;
        if (inner?.currencies !== undefined && !('minor' in inner && inner.minor)) return { currencies: inner.currencies, from: i, to: i + 3, kind: 'code' };
      }
      return undefined;
    }
    if (t.kind !== 'word') return undefined;
    const qualifier = QUALIFIERS.get(t.text.toLowerCase());
    if (qualifier !== undefined && next?.kind === 'word') {
      const named = currencyWord(next.text);
      if (named !== undefined && !named.minor) return { ...named, currencies: narrow(named.currencies, qualifier), from: i, to: i + 2, kind: 'word' };
    }
    const named = currencyWord(t.text);
    if (named === undefined) return undefined;
    const folded = foldWord(t.text);
    const code = /^[A-Z]{3}$/.test(t.text) || folded === 'rs' || t.text === 'रु';
    const dotted = code && next?.text === '.' && !next.spaced ? 1 : 0;
    return { ...named, from: i, to: i + 1 + dotted, kind: code ? 'code' : 'word', word: folded };
  }

  /** The number right before a marker that starts at token m. */
  numberBefore(m: number, marker: Found): Num | undefined {
    let k = m - 1;
    const last = this.at(k);
    // "8,- €", "900/- रुपये": the dash says "no cents".
    if (last !== undefined && DASHES.has(last.text) && [',', '.', '/'].includes(this.at(k - 1)?.text ?? '') && !last.spaced) k -= 2;
    // "a 129-dollar blender": a hyphen glued on both sides.
    if (last?.text === '-' && !last.spaced && !this.at(m)?.spaced && this.at(k - 1)?.kind === 'number') k -= 1;
    const t = this.at(k);
    if (t === undefined || this.used[k]) return undefined;
    if (t.kind === 'number') {
      const d = this.digitsEndingAt(k);
      if (d === undefined) return undefined;
      return { value: d.n.value, from: d.from, to: m, integer: d.n.decimals === undefined };
    }
    if (t.kind !== 'word') return undefined;
    const times = DIGIT_MULTIPLIERS.get(foldWord(t.text));
    if (times !== undefined && this.at(k - 1)?.kind === 'number') {
      const d = this.digitsEndingAt(k - 1);
      if (d !== undefined) return { value: d.n.value * times, from: d.from, to: m, integer: true };
    }
    return this.wordsEndingAt(k, m, marker);
  }

  /** Number words ending at token k, in the one language that reads the longest run. */
  private wordsEndingAt(k: number, to: number, marker: Found): Num | undefined {
    let best: Num | undefined;
    for (const lang of LANGUAGES) {
      if (lang === 'hi-Latn' && !(canMean(marker.currencies, 'INR') || canMean(marker.currencies, 'USD'))) continue;
      if (!isNumberWord((this.at(k) as Token).text, lang)) continue;
      let start = k;
      while (this.at(start - 1)?.kind === 'word' && !this.used[start - 1] && isNumberWord((this.at(start - 1) as Token).text, lang)) start -= 1;
      for (let from = start; from <= k; from += 1) {
        const words = this.tokens.slice(from, k + 1).map((x) => x.text);
        const value = wordsValue(words, lang);
        if (value === undefined) continue;
        if (best === undefined || from < best.from) {
          const article = from === k && ARTICLES.has(foldWord(words[0] as string));
          best = { value, from, to, integer: Number.isInteger(value), lang, article };
        }
        break;
      }
    }
    return best;
  }

  /** Number words starting at token j (a cents part), in any language: "fifty", "cincuenta". */
  private wordsFrom(j: number): Num | undefined {
    let best: Num | undefined;
    for (const lang of LANGUAGES) {
      let end = j;
      while (this.at(end)?.kind === 'word' && !this.used[end] && isNumberWord((this.at(end) as Token).text, lang)) end += 1;
      for (let to = end; to > j; to -= 1) {
        const value = wordsValue(this.tokens.slice(j, to).map((x) => x.text), lang);
        if (value === undefined) continue;
        if (best === undefined || to - j > best.to - best.from) best = { value, from: j, to, integer: Number.isInteger(value), lang };
        break;
      }
    }
    return best;
  }

  /** The number right after a marker that ends at token m: "$12.50", "€ 8,-", "R$ 2 mil", "$1.2k". */
  numberAfter(m: number): Num | undefined {
    const d = this.digitsFrom(m);
    if (d === undefined) return undefined;
    let value = d.n.value;
    let to = d.to;
    const next = this.at(to);
    if (next !== undefined && (next.text === '×' || next.text.toLowerCase() === 'x')) return undefined;
    const times = next?.kind === 'word' ? DIGIT_MULTIPLIERS.get(foldWord(next.text)) : undefined;
    if (times !== undefined && (next?.spaced !== true || next.text.length > 1)) {
      value *= times;
      to += 1;
    }
    const dash = this.at(to + 1);
    if (['.', ','].includes(this.at(to)?.text ?? '') && dash !== undefined && DASHES.has(dash.text) && !dash.spaced) to += 2;
    return { value, from: m, to, integer: d.n.decimals === undefined };
  }

  /** "12€50": a whole number, a symbol, two digits, nothing between. */
  private splitBySymbol(marker: Found): boolean {
    const before = this.at(marker.from - 1);
    const after = this.at(marker.to);
    const first = this.at(marker.from);
    if (marker.kind !== 'symbol' || before?.kind !== 'number' || after?.kind !== 'number') return false;
    if (first?.spaced || after.spaced || !/^\d+$/.test(before.text) || !/^\d{2}$/.test(after.text) || this.used[marker.from - 1]) return false;
    this.take(marker.from - 1, marker.to + 1, Math.round(Number(before.text) * 100) + Number(after.text), marker.currencies);
    return true;
  }

  /** "twelve euros fifty", "12 dollars and 50 cents", "doce euros con cincuenta": the cents after a whole amount in words. */
  private centsAfter(j: number): { cents: number; to: number } | undefined {
    let k = j;
    const join = this.at(k);
    if (join?.kind === 'word' && CENTS_JOIN.has(foldWord(join.text))) k += 1;
    const t = this.at(k);
    if (t === undefined || this.used[k]) return undefined;
    const num: Num | undefined = t.kind === 'number' && /^\d{1,2}$/.test(t.text) ? { value: Number(t.text), from: k, to: k + 1, integer: true } : this.wordsFrom(k);
    if (num === undefined || !num.integer || num.value < 1 || num.value > 99) return undefined;
    const after = this.at(num.to);
    const minor = after?.kind === 'word' ? currencyWord(after.text) : undefined;
    if (minor?.minor === true) return { cents: num.value, to: num.to + 1 };
    const ends = after === undefined || (after.kind === 'symbol' && !['×', '%', '$', '€', '£', '₹'].includes(after.text)) || (after.kind === 'word' && AFTER_CENTS.has(foldWord(after.text)));
    return ends ? { cents: num.value, to: num.to } : undefined;
  }

  /** Whether "real" (and the like) is money here: after "1"/"um", not followed by a noun. */
  private wordIsMoney(marker: Found, num: Num): boolean {
    if (marker.word === undefined || !NEEDS_DIGITS_OR_PT.has(marker.word)) return true;
    if (num.lang !== undefined && num.lang !== 'pt') return false;
    return this.at(marker.to)?.kind !== 'word';
  }

  /** Reads the amount a marker stands for, if any; true when it did. */
  readMarker(marker: Found): boolean {
    if (marker.value !== undefined) {
      this.take(marker.from, marker.to, marker.value * 100, marker.currencies);
      return true;
    }
    if (this.splitBySymbol(marker)) return true;
    if (marker.minor) {
      const num = this.numberBefore(marker.from, marker);
      if (num === undefined || num.article || !this.free(num.from, marker.to)) return false;
      this.take(num.from, marker.to, Math.round(num.value), marker.currencies);
      return true;
    }
    const candidates: (Num | undefined)[] = [];
    const after = () => this.numberAfter(marker.to);
    const before = () => this.numberBefore(marker.from, marker);
    if (marker.kind === 'word') candidates.push(before());
    else {
      const a = after();
      const b = before();
      const unspacedAfter = a !== undefined && !this.at(a.from)?.spaced;
      const unspacedBefore = b !== undefined && !this.at(marker.from)?.spaced;
      if (unspacedAfter) candidates.push(a);
      if (unspacedBefore) candidates.push(b);
      candidates.push(a, b);
    }
    for (const num of candidates) {
      if (num === undefined || !this.wordIsMoney(marker, num)) continue;
      const from = Math.min(num.from, marker.from);
      let to = Math.max(num.to, marker.to);
      let minor = Math.round(num.value * 100);
      if (marker.kind === 'word' && num.integer && num.to === marker.from) {
        const cents = this.centsAfter(marker.to);
        if (cents !== undefined) {
          minor += cents.cents;
          to = cents.to;
        } else if (num.article) continue;
      } else if (num.article) continue;
      if (!this.free(from, to)) continue;
      this.take(from, to, minor, marker.currencies);
      return true;
    }
    return false;
  }

  readMarkers(): void {
    const markers: Found[] = [];
    for (let i = 0; i < this.tokens.length; i += 1) {
      const m = this.marker(i);
      if (m === undefined) continue;
      markers.push(m);
      i = m.to - 1;
    }
    // Whole currencies first: "deux cents euros" is 200 €, not two cents.
    for (const m of markers.filter((x) => !x.minor)) this.readMarker(m);
    for (const m of markers.filter((x) => x.minor)) if (this.free(m.from, m.to)) this.readMarker(m);
  }

  /** Numbers with no currency that still read as prices: two decimals, or after a price word. */
  readBare(): void {
    const numbers = new Map<number, DigitNumber>();
    const times = new Set<number>();
    for (const [i, t] of this.tokens.entries()) {
      if (t.kind !== 'number' || this.used[i]) continue;
      const n = parseDigits(t.text);
      if (n === undefined || isGlued(this.tokens, i)) continue;
      numbers.set(i, n);
      if (isClockTime(this.tokens, i, n)) times.add(i);
    }
    for (const j of rangeEnds(this.tokens, times, numbers)) times.add(j);
    for (const [i, n] of numbers) {
      if (times.has(i) || isDayAndMonth(this.tokens, i, n) || hasUnit(this.tokens, i) || isVersion(this.tokens, i)) continue;
      if (n.decimals?.length === 2 || (n.decimals !== undefined && this.afterPriceWord(i)) || (n.decimals === undefined && this.afterPriceWord(i) && this.endsClause(i))) {
        const d = this.digitsEndingAt(i);
        const from = d?.from ?? i;
        this.take(from, i + 1, Math.round((d?.n.value ?? n.value) * 100), 'any', 'bare');
      }
    }
  }

  /** "costs 14.5", "le prix est de 14,5", "कुल 900": a price word at most three words before. */
  private afterPriceWord(i: number): boolean {
    for (let k = i - 1, seen = 0; k >= 0 && seen < 4; k -= 1, seen += 1) {
      const t = this.at(k) as Token;
      const w = foldWord(t.text);
      if (PRICE_WORDS.has(w)) return true;
      if (!PRICE_FILLERS.has(w) && !PRICE_FILLERS.has(t.text)) return false;
    }
    return false;
  }

  /** A whole number ends its clause ("it costs 15.") or says "each": not "costs 2 nights". */
  private endsClause(i: number): boolean {
    const next = this.at(i + 1);
    return next === undefined || (next.kind === 'symbol' && next.text !== '×' && next.text !== '%') || (next.kind === 'word' && ['each', 'apiece', 'cada', 'chacun', 'je', 'pro', 'ciascuno', 'per'].includes(foldWord(next.text)));
  }
}

