/** Money amounts stated in a text, in the formats people and models write them. */
import { toMinor } from '../../money.js';
import type { Minor } from '../../types.js';
import { asciiDigits, compiledNow, LETTER, LETTER_CLASS, WORD_CLASS } from './words.js';

export interface AmountMention {
  /** The amount as written, currency included: `$25.00`, `25,00 €`. */
  text: string;
  minor: Minor;
  /** Offset of `text` in the reply. */
  index: number;
}

const SYMBOLS = String.raw`(?:US|CA|AU|NZ|HK|MX|[RCAS])?\$|€|£|₹|¥|₩|₺|₽|₨|Rs\.?`;
const CODES = 'USD|EUR|GBP|INR|BRL|MXN|CAD|AUD|NZD|JPY|CNY|CHF|SEK|NOK|DKK|PLN|ZAR|SGD|HKD';
/** Currency names written after a number ("12.50 dollars", "30 reais", "500 रुपये"). */
const NAMES = [
  'dollars?',
  'dólar(?:es)?',
  'dollari?',
  'euros?',
  'pounds?',
  'libras?',
  'livres?',
  'pfund',
  'rupees?',
  'rupias?',
  'roupies?',
  'reais',
  'pesos?',
  'francs?',
  'franken',
  'yen',
  'रुपये',
  'रुपए',
  'रुपया',
  'रु\\.?',
  'डॉलर',
  'यूरो',
].join('|');
/** Hundredths of a unit: "50 cents" is $0.50. */
const CENTS = 'cents?|centavos?|céntimos?|centimes?|centesimi|सेंट';

/** A number as people write money: 1,250.00 / 1.250,00 / 1 250,00 / 1,25,000 / 25 / 12.5. */
const GROUPED = String.raw`\d{1,3}(?:[,.'’]\d{3})+(?:[.,]\d{1,2})?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?`;
const SPACED = String.raw`\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?`;
const PLAIN = String.raw`\d+(?:[.,]\d{1,2})?`;
const NUMBER = `(?:${GROUPED}|${SPACED}|${PLAIN})`;

// Letters are those of the supported scripts (words.ts), not `\p{L}`: a Unicode property class
// costs milliseconds to compile. Digits stay `\p{N}`, which is cheap.
const NOT_AFTER_WORD = `(?<![${LETTER_CLASS}\\p{N}])`;
/** The number is not the start of a longer figure: a date (20.11.2026), a version, a time. */
const NUMBER_ENDS = String.raw`(?![\p{N}]|[.,:/]\p{N})`;
const WORD_ENDS = `(?!${LETTER})`;

/**
 * A bare decimal with exactly two decimals, with no currency next to it, still reads as money
 * ("the mug is 14.99") unless a unit, a percent sign or a clock word says otherwise.
 */
const UNITS = String.raw`%|°|kg|g|cm|mm|km|m|ml|l|lbs?|oz|h|hrs?|hours?|uhr|heures?|horas?|ore|uur|am|pm|x|×|stars?|min|mins?|minutes?|minutos?|sec|s`;
/** Clock times ("at 10.30") and version numbers are not prices. */
const NOT_A_PRICE_BEFORE = String.raw`(?<!(?<!${LETTER})(?:at|um|à|às|las|alle|om|by|until|bis|version|versión|versão|versione|versie)\s)`;
const BARE = `${NOT_A_PRICE_BEFORE}(?<![${WORD_CLASS}.,:/'’-])(?:\\d{1,3}(?:,\\d{3})+\\.\\d{2}|\\d{1,3}(?:\\.\\d{3})+,\\d{2}|\\d+[.,]\\d{2})${NUMBER_ENDS}(?!\\s?(?:${UNITS})${WORD_ENDS})`;

const AMOUNT = compiledNow(new RegExp(
  [
    `${NOT_AFTER_WORD}(?<cur1>${SYMBOLS}|(?:${CODES})(?=\\s?\\d))\\s?-?(?<num1>${NUMBER})${NUMBER_ENDS}`,
    `${NOT_AFTER_WORD}(?<num2>${NUMBER})${NUMBER_ENDS}\\s?(?<cur2>${SYMBOLS}|(?:${CODES}|${NAMES})${WORD_ENDS})`,
    `${NOT_AFTER_WORD}(?<cents>\\d+)\\s?(?:${CENTS})${WORD_ENDS}`,
    `(?<bare>${BARE})`,
  ].join('|'),
  'giu',
));

/**
 * Money amounts stated in a reply: "$25.00", "25 USD", "25,00 €", "€25", "USD 12.50",
 * "₹1,250", "R$ 30,00", "12.50 dollars", "50 cents", and bare decimals with two decimals
 * ("14.99"). Not: order ids (A1001), quantities ("2 ×"), dates, times, percentages, plain
 * counts ("3 items", "30 days"): a whole number is money only next to a currency.
 */
export function extractAmounts(text: string): AmountMention[] {
  const source = asciiDigits(text);
  const out: AmountMention[] = [];
  for (const m of source.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const minor = g['cents'] !== undefined ? Number(g['cents']) : parseNumber(g['num1'] ?? g['num2'] ?? g['bare'] ?? '');
    if (minor === undefined || isDate(g['bare'], source, m.index + m[0].length)) continue;
    out.push({ text: text.slice(m.index, m.index + m[0].length).trim(), minor, index: m.index });
  }
  return out;
}

/**
 * Reads a written number as minor units. The last separator is a decimal point when one or two
 * digits follow it; every other separator groups thousands (or Indian lakhs).
 */
export function parseNumber(written: string): Minor | undefined {
  const compact = written.replace(/[\s\u00a0\u202f'’]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? toMinor(value) : undefined;
}

/** "03.11." is a day and a month in German, not 3.11 in money. */
function isDate(bare: string | undefined, text: string, end: number): boolean {
  if (bare === undefined) return false;
  const parts = /^(\d{1,2})\.(\d{2})$/.exec(bare);
  if (!parts || text[end] !== '.') return false;
  return Number(parts[1]) >= 1 && Number(parts[1]) <= 31 && Number(parts[2]) >= 1 && Number(parts[2]) <= 12;
}
