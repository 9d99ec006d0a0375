/** Money amounts stated in a text, in the formats people and models write them. */
import { toMinor } from './money.js';
import type { Minor } from '../desk/types.js';
import { asciiDigits, compiledNow, LETTER, LETTER_CLASS, WORD_CLASS } from './words.js';

export interface AmountMention {
  /** The amount as written, currency included: `$25.00`, `25,00 €`. */
  text: string;
  /** Undefined for an amount written in words ("thirty euros"), which the guard cannot check. */
  minor: Minor | undefined;
  /** Offset of `text` in the reply (markdown marks removed). */
  index: number;
  /** The currencies the amount can be in; undefined when nothing says (a bare 14.99, "50 cents"). */
  currencies?: readonly string[];
}

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

/** Symbols (longest first: R$ before $) and the currencies each can mean. */
const SYMBOL_CURRENCIES: readonly [string, readonly string[]][] = [
  ['US$', ['USD']], ['R$', ['BRL']], ['CA$', ['CAD']], ['C$', ['CAD']], ['AU$', ['AUD']], ['A$', ['AUD']], ['NZ$', ['NZD']],
  ['HK$', ['HKD']], ['MX$', ['MXN']], ['S$', ['SGD']], ['$', DOLLARS], ['€', ['EUR']], ['£', ['GBP']], ['₹', ['INR']],
  ['₨', ['INR']], ['Rs.', ['INR']], ['Rs', ['INR']], ['¥', ['JPY', 'CNY']], ['₩', ['KRW']], ['₺', ['TRY']], ['₽', ['RUB']],
];
const SYMBOLS = SYMBOL_CURRENCIES.map(([s]) => s.replace(/[$.]/g, '\\$&')).join('|');
const CODES = 'USD|EUR|GBP|INR|BRL|MXN|CAD|AUD|NZD|JPY|CNY|CHF|SEK|NOK|DKK|PLN|ZAR|SGD|HKD';

/** Currency names and the colloquial words for them, written after a number ("12.50 dollars", "15 bucks", "500 रुपये"). */
const NAMED: readonly [string, readonly string[]][] = [
  ['(?:us-)?dollars?|dólar(?:es)?|dollari?|dollaro|bucks?|डॉलर', DOLLARS],
  ["euros?|euro's|euri|eurootjes|euronen|pavos|pelas|balles|piek|mäuse|kröten|tacken|यूरो", ['EUR']],
  ['quid|sterling|libras? esterlinas?', ['GBP']],
  ['rupees?|rupaye|rupaiye|rupaiya|rupiya|rupaya|rupay|rupye|rupias?|roupies?|rupien|roepies?|रुपये|रुपए|रुपया|रुपयों|रुपैया|रु\\.?', ['INR']],
  ['reais|paus', ['BRL']],
  ['francs?|franken|franchi', ['CHF']],
  ['pesos', ['MXN']],
  ['yen', ['JPY']],
];
const NAMES = NAMED.map(([n]) => n).join('|');
/** Hundredths of a unit: "50 cents" is $0.50. */
const CENTS = 'cents?|centavos?|céntimos?|centimes?|centesimi|sente?|paise|paisa|पैसे|सेंट';

/**
 * Number words of the supported languages, as stems: enough to see that a currency follows a
 * number written in words ("thirty euros", "fünfundzwanzig Euro", "नौ सौ पचास रुपये"). The guard
 * cannot check such an amount against the tools, so it never lets one through.
 */
/** Words that are "one" inside a number ("a hundred", "cincuenta y un") but alone say nothing ("not a dollar more"). */
const ONE = 'a|an|un|une|una|uno|um|uma|ein|eine|einen|een';
const NUMBER_WORD = [
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand',
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\w+|veinte|veinti\\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\\w+cientos|mil',
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-\\w+|vingts?|trente|quarante|cinquante|soixante|septante|huitante|nonante|cents?|mille',
  `[${LETTER_CLASS}]*(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zig|ßig|hundert|tausend)`,
  'dois|duas|quatro|sete|oito|nove|dez|doze|treze|quatorze|catorze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|oitenta|cem|cento|\\w+entos',
  `[${LETTER_CLASS}]*(?:uno|due|tre|tré|quattro|cinque|sette|otto|nove|dieci|undici|dodici|venti|trenta|anta|cento|mila|mille)`,
  `[${LETTER_CLASS}]*(?:twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|tig|honderd|duizend)`,
  'एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|तीस|चालीस|पचास|साठ|सत्तर|अस्सी|नब्बे|सौ|हज़ार|हजार|लाख|[\\u0900-\\u097F]+(?:ह|स|न|ठ|र|बे|सी)',
  'ek|do|teen|char|paanch|panch|das|bees|tees|chalis|pachas|pachaas|saath|sattar|assi|nabbe|sau|hazaar|hazar|lakh',
  'ikkis|bais|teis|chaubis|pachis|pachchis|chhabbis|sattais|atthais|untis|battis|paintis|chhattis|unchas|pachpan',
].join('|');
const WORDED = String.raw`(?:(?:${ONE})[\s-]+)?(?:${NUMBER_WORD})(?:[\s-]+(?:and|y|e|et|und|en)?[\s-]*(?:${NUMBER_WORD}|${ONE}))*`;

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
const UNITS = String.raw`%|°|kg|g|cm|mm|km|ml|l|lbs?|oz|h|hrs?|hours?|uhr|heures?|horas?|ore|uur|am|pm|a\.m\.|p\.m\.|बजे|baje|stars?|min|mins?|minutes?|minutos?|sec|s`;
/** Clock times ("around 14.00", "a las 14.00", "gegen 14.00") and dates ("am 22.11") are not prices; versions ("version 2.10") never are. */
// One pattern, as UNITS and CODES are: a list's words are data (the README's mutation testing), what reads them is not.
const CUES = String.raw`at|around|about|by|until|till|between|from|before|after|approx\.?|ca\.?|um|gegen|ab|bis|vor|nach|zwischen|am|vom|den|à|vers|le|dès|avant|après|las|hacia|sobre|el|hasta|desde|entre|às|das|dia|até|alle|dalle|verso|entro|il|tra|om|rond|tegen|op|tot|tussen|vanaf|on|लगभग|करीब|lagbhag`;
const VERSION_CUES = 'version|versión|versão|versione|versie';
/** What a time word can be followed by: a clock time (14.00, 9.30) or a day and month (22.11). "around 45.99" is a price. */
const CLOCK_OR_DATE = String.raw`(?:(?:[01]?\d|2[0-4])[.,:][0-5]\d|(?:0?[1-9]|[12]\d|3[01])[.,](?:0?[1-9]|1[0-2]))(?!\d)`;
const NOT_A_PRICE_BEFORE = [
  String.raw`(?:(?<!(?<!${LETTER})(?:${CUES})\s)|(?!${CLOCK_OR_DATE}))`,
  String.raw`(?<!(?<!${LETTER})(?:${VERSION_CUES})\s)`,
  String.raw`(?<!\d[.:]\d{2}\s?(?:-|–|and|y|e|et|und|en|to|a|à|bis|tot|às|tak)\s)`,
].join('');
const BARE = `${NOT_A_PRICE_BEFORE}(?<![${WORD_CLASS}.,:/'’-])(?:\\d{1,3}(?:,\\d{3})+\\.\\d{2}|\\d{1,3}(?:\\.\\d{3})+,\\d{2}|\\d+[.,]\\d{2})${NUMBER_ENDS}(?![-–]\\d)(?!\\s?(?:${UNITS})${WORD_ENDS})`;

const AMOUNT = compiledNow(new RegExp(
  [
    // "12€50": the French way to write 12,50 €.
    `${NOT_AFTER_WORD}(?<whole>\\d+)(?<mid>€|\\$|£)(?<hundredths>\\d{2})(?!\\p{N})`,
    `${NOT_AFTER_WORD}(?<cur1>${SYMBOLS}|(?:${CODES})(?=\\s?\\d))\\s?-?(?<num1>${NUMBER})${NUMBER_ENDS}`,
    `${NOT_AFTER_WORD}(?<num2>${NUMBER})${NUMBER_ENDS}\\s?\\(?(?<cur2>${SYMBOLS}|(?:${CODES}|${NAMES})${WORD_ENDS})\\)?`,
    `${NOT_AFTER_WORD}(?<cents>\\d+)\\s?(?:${CENTS})${WORD_ENDS}`,
    `${NOT_AFTER_WORD}(?<words>${WORDED})\\s+(?:${NAMES}|${CENTS})${WORD_ENDS}`,
    `(?<bare>${BARE})`,
  ].join('|'),
  'giu',
));

/** Markdown emphasis and code marks never change what an amount says ("$**14**" is "$14"). */
function withoutMarkdown(text: string): string {
  return text.replace(/[*`]|__/g, '');
}

function currenciesOf(marker: string | undefined): readonly string[] | undefined {
  if (marker === undefined) return undefined;
  const symbol = SYMBOL_CURRENCIES.find(([s]) => s.toLowerCase() === marker.toLowerCase());
  if (symbol !== undefined) return symbol[1];
  if (new RegExp(`^(?:${CODES})$`, 'i').test(marker)) return [marker.toUpperCase()];
  const named = NAMED.find(([n]) => new RegExp(`^(?:${n})$`, 'iu').test(marker));
  return named?.[1];
}

/**
 * Money amounts stated in a reply: "$25.00", "25 USD", "25,00 €", "€25", "USD 12.50",
 * "₹1,250", "R$ 30,00", "12.50 dollars", "15 bucks", "14.5 (USD)", "12€50", "50 cents", amounts
 * in words ("thirty euros", with no value: the guard cannot check them), and bare decimals with
 * two decimals ("14.99"). Not: order ids (A1001), quantities ("2 ×"), dates, times, percentages,
 * plain counts ("3 items", "30 days"): a whole number is money only next to a currency.
 */
export function extractAmounts(text: string): AmountMention[] {
  const shown = withoutMarkdown(text);
  const source = asciiDigits(shown);
  const out: AmountMention[] = [];
  for (const m of source.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const index = m.index;
    // Every alternative of AMOUNT starts with a digit, a currency mark or a letter and ends with one (or ')'): no blank to trim.
    const written = shown.slice(index, index + m[0].length);
    if (g['words'] !== undefined) {
      out.push({ text: written, minor: undefined, index });
      continue;
    }
    const minor = minorOf(g);
    if (minor === undefined || isDate(g['bare'], source, index + m[0].length)) continue;
    const currencies = currenciesOf(g['mid'] ?? g['cur1'] ?? g['cur2']);
    out.push(currencies === undefined ? { text: written, minor, index } : { text: written, minor, index, currencies });
  }
  return out;
}

function minorOf(g: Record<string, string | undefined>): Minor | undefined {
  if (g['whole'] !== undefined) return Number(g['whole']) * 100 + Number(g['hundredths']);
  if (g['cents'] !== undefined) return Number(g['cents']);
  // The other alternatives of AMOUNT (words, 12€50, cents) are read above: one of these matched.
  return parseNumber(String(g['num1'] ?? g['num2'] ?? g['bare']));
}

/**
 * Reads a written number as minor units. The last separator is a decimal point when one or two
 * digits follow it; every other separator groups thousands (or Indian lakhs).
 */
function parseNumber(written: string): Minor | undefined {
  const compact = written.replace(/[\s\u00a0\u202f'’]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  // NUMBER starts with a digit and holds digits and separators only, so `whole` is digits.
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? toMinor(value) : undefined;
}

/** "03.11." or "22.11," is a day and a month, not 3.11 or 22.11 in money. */
function isDate(bare: string | undefined, text: string, end: number): boolean {
  if (bare === undefined) return false;
  const parts = /^(\d{1,2})\.(\d{2})$/.exec(bare);
  if (!parts || text[end] !== '.') return false;
  return Number(parts[1]) >= 1 && Number(parts[1]) <= 31 && Number(parts[2]) >= 1 && Number(parts[2]) <= 12;
}
