/**
 * What says "money" next to a number, and which currencies it can mean: symbols ($, €, R$, ₹),
 * ISO codes, currency names in the supported languages, and the colloquial words people use
 * ("bucks", "quid", "pavos", "balles", "paus", "rupaye"). A `$` alone is any dollar; a word for
 * hundredths ("cents", "céntimos", "paise") is a hundredth of whatever currency the visit uses.
 */
import { foldWord } from './tokens.js';

/** The currencies a marker may mean; 'any' when it says money but not which. */
export type Currencies = readonly string[] | 'any';

export interface Marker {
  currencies: Currencies;
  /** A word for hundredths ("cents"): the number is in minor units. */
  minor?: true;
  /** A word that holds its own number ("fiver" is five). */
  value?: number;
}

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];
const USD = ['USD'];
const EUR = ['EUR'];
const GBP = ['GBP'];
const INR = ['INR'];
const BRL = ['BRL'];
const CHF = ['CHF'];

/** Symbols, and the letters that glue onto `$` (R$, US$, C$). */
export const SYMBOLS: ReadonlyMap<string, Currencies> = new Map<string, Currencies>([
  ['$', DOLLARS], ['€', EUR], ['£', GBP], ['₹', INR], ['₨', INR], ['¥', ['JPY', 'CNY']], ['₩', ['KRW']], ['₺', ['TRY']],
  ['₽', ['RUB']], ['₱', ['PHP']], ['₪', ['ILS']], ['₦', ['NGN']], ['฿', ['THB']], ['₫', ['VND']], ['₴', ['UAH']],
]);

export const DOLLAR_PREFIXES: ReadonlyMap<string, Currencies> = new Map<string, Currencies>([
  ['US', USD], ['U', USD], ['R', BRL], ['C', ['CAD']], ['CA', ['CAD']], ['CAD', ['CAD']], ['A', ['AUD']], ['AU', ['AUD']],
  ['NZ', ['NZD']], ['HK', ['HKD']], ['S', ['SGD']], ['SG', ['SGD']], ['MX', ['MXN']], ['Mex', ['MXN']],
]);

const CODES = [
  'USD', 'EUR', 'GBP', 'INR', 'BRL', 'MXN', 'CAD', 'AUD', 'NZD', 'JPY', 'CNY', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'ZAR',
  'SGD', 'HKD', 'KRW', 'TRY', 'RUB', 'ARS', 'CLP', 'COP', 'PEN',
];

/** Currency words by folded spelling. "Pounds", "Pfund", "libras" and "pond" are weights as often as money: left out. */
const WORDS: Record<string, Marker> = {
  // dollars
  dollar: { currencies: DOLLARS }, dollars: { currencies: DOLLARS }, dolar: { currencies: DOLLARS },
  dolares: { currencies: DOLLARS }, dollaro: { currencies: DOLLARS }, dollari: { currencies: DOLLARS },
  'us-dollar': { currencies: USD }, 'us-dollars': { currencies: USD }, 'usd-dollar': { currencies: USD },
  buck: { currencies: DOLLARS }, bucks: { currencies: DOLLARS }, डॉलर: { currencies: DOLLARS }, डालर: { currencies: DOLLARS },
  // euros
  euro: { currencies: EUR }, euros: { currencies: EUR }, "euro's": { currencies: EUR }, euri: { currencies: EUR },
  eurootjes: { currencies: EUR }, euronen: { currencies: EUR },
  यूरो: { currencies: EUR }, pavos: { currencies: EUR }, pelas: { currencies: EUR }, balles: { currencies: EUR },
  piek: { currencies: EUR }, pieken: { currencies: EUR }, tacken: { currencies: EUR }, mause: { currencies: EUR },
  kroten: { currencies: EUR }, ocken: { currencies: EUR },
  // pounds sterling
  quid: { currencies: GBP }, sterling: { currencies: GBP }, esterlinas: { currencies: GBP }, sterline: { currencies: GBP },
  // rupees
  rupee: { currencies: INR }, rupees: { currencies: INR }, rupaye: { currencies: INR }, rupaiye: { currencies: INR },
  rupay: { currencies: INR }, rupaya: { currencies: INR }, rupiya: { currencies: INR }, rupaiya: { currencies: INR },
  rupye: { currencies: INR }, rupiye: { currencies: INR }, rupia: { currencies: INR }, rupias: { currencies: INR },
  roupie: { currencies: INR }, roupies: { currencies: INR }, rupie: { currencies: INR }, rupien: { currencies: INR },
  roepie: { currencies: INR }, roepies: { currencies: INR }, rs: { currencies: INR }, 'rs.': { currencies: INR },
  रुपये: { currencies: INR }, रुपए: { currencies: INR }, रुपया: { currencies: INR }, रुपयों: { currencies: INR },
  रुपैया: { currencies: INR }, रुपयो: { currencies: INR }, रु: { currencies: INR },
  // reais
  reais: { currencies: BRL }, reales: { currencies: BRL }, real: { currencies: BRL }, paus: { currencies: BRL },
  // others
  franc: { currencies: CHF }, francs: { currencies: CHF }, franken: { currencies: CHF }, franchi: { currencies: CHF },
  yen: { currencies: ['JPY'] }, yuan: { currencies: ['CNY'] }, pesos: { currencies: ['MXN', 'ARS', 'CLP', 'COP'] },
  // hundredths
  cent: { currencies: 'any', minor: true }, cents: { currencies: 'any', minor: true }, ct: { currencies: 'any', minor: true },
  cts: { currencies: 'any', minor: true }, centimo: { currencies: 'any', minor: true }, centimos: { currencies: 'any', minor: true },
  centavo: { currencies: 'any', minor: true }, centavos: { currencies: 'any', minor: true }, centime: { currencies: 'any', minor: true },
  centimes: { currencies: 'any', minor: true }, centesimo: { currencies: 'any', minor: true }, centesimi: { currencies: 'any', minor: true },
  eurocent: { currencies: EUR, minor: true }, eurocents: { currencies: EUR, minor: true }, centen: { currencies: 'any', minor: true },
  rappen: { currencies: CHF, minor: true },
  penny: { currencies: GBP, minor: true }, pence: { currencies: GBP, minor: true }, paise: { currencies: INR, minor: true },
  paisa: { currencies: INR, minor: true }, paisey: { currencies: INR, minor: true }, पैसे: { currencies: INR, minor: true },
  पैसा: { currencies: INR, minor: true },
  // a note's worth
  fiver: { currencies: 'any', value: 5 }, tenner: { currencies: 'any', value: 10 },
};

/** "real" is also an adjective: money only after digits or a Portuguese number. */
export const NEEDS_DIGITS_OR_PT: ReadonlySet<string> = new Set(['real', 'paus']);

/** Words before a currency word that narrow it: "US dollars", "Canadian dollars". */
export const QUALIFIERS: ReadonlyMap<string, Currencies> = new Map<string, Currencies>([
  ['us', USD], ['u.s.', USD], ['american', USD], ['amerikanische', USD], ['amerikanischen', USD], ['amerikaanse', USD],
  ['canadian', ['CAD']], ['australian', ['AUD']], ['indian', INR], ['indische', INR], ['indischen', INR],
  ['brazilian', BRL], ['swiss', CHF],
]);

const WORD_MARKERS: ReadonlyMap<string, Marker> = new Map(Object.entries(WORDS).map(([w, m]) => [foldWord(w), m] as const));

/** The currency a word names, if it names one: a code (any case: USD, usd), a name or a colloquial word. */
export function currencyWord(word: string): Marker | undefined {
  const upper = word.toUpperCase();
  if (CODES.includes(upper)) return { currencies: [upper] };
  return WORD_MARKERS.get(foldWord(word));
}

/** Whether a marker can mean a currency code. */
export function canMean(currencies: Currencies, code: string): boolean {
  return currencies === 'any' || currencies.includes(code.toUpperCase());
}

/** The narrower of two readings ("US" + "dollars" -> USD). */
export function narrow(a: Currencies, b: Currencies): Currencies {
  if (a === 'any') return b;
  if (b === 'any') return a;
  const both = a.filter((c) => b.includes(c));
  return both.length > 0 ? both : a;
}
