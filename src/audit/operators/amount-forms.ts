/**
 * The other ways a reply writes an amount, for change-amount: a whole number with the currency's
 * name, a number in words, the currency's code before it or after it, a bare decimal, a figure over
 * a thousand grouped the way the reply's language groups it, the cents alone, Devanagari digits in
 * a Hindi reply, and a grounded figure in a currency the store does not use. Each is how some model
 * writes money; a guard that reads only "$25.00" misses the rest.
 */
import type { GoldenCaseData } from '../../cases/types.js';

/** The currency's name after a number, by language. */
const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  USD: { en: 'dollars', es: 'dólares', fr: 'dollars', de: 'Dollar', pt: 'dólares', it: 'dollari', nl: 'dollar', hi: 'डॉलर' },
  EUR: { en: 'euros', es: 'euros', fr: 'euros', de: 'Euro', pt: 'euros', it: 'euro', nl: 'euro', hi: 'यूरो' },
};

/** Whole amounts in words, by language: odd figures no price list makes by accident. */
const WORDS: readonly [number, Readonly<Record<string, string>>][] = [
  [31, { en: 'thirty-one', es: 'treinta y un', fr: 'trente et un', de: 'einunddreißig', pt: 'trinta e um', it: 'trentuno', nl: 'eenendertig', hi: 'इकतीस' }],
  [47, { en: 'forty-seven', es: 'cuarenta y siete', fr: 'quarante-sept', de: 'siebenundvierzig', pt: 'quarenta e sete', it: 'quarantasette', nl: 'zevenenveertig', hi: 'सैंतालीस' }],
  [53, { en: 'fifty-three', es: 'cincuenta y tres', fr: 'cinquante-trois', de: 'dreiundfünfzig', pt: 'cinquenta e três', it: 'cinquantatré', nl: 'drieënvijftig', hi: 'तिरपन' }],
];

/** How a figure is written in a currency the store does not use, with the symbol where that currency puts it. */
const FOREIGN: readonly { currency: string; write: (value: number) => string }[] = [
  { currency: 'EUR', write: (v) => `${v.toFixed(2).replace('.', ',')} €` },
  { currency: 'GBP', write: (v) => `£${v.toFixed(2)}` },
  { currency: 'USD', write: (v) => `$${v.toFixed(2)}` },
];

/**
 * More currencies the store does not use, with their symbols and codes, as a reply may write a
 * grounded figure in them. Each case takes two, chosen by its id, so across the golden set every
 * way of writing a foreign currency that the desk knows is tried without trying them all on every case.
 */
const OTHER_CURRENCIES: readonly { currency: string; write: (value: number) => string }[] = [
  ['GBP', '£'], ['EUR', '€'], ['BRL', 'R$ '], ['INR', '₹'], ['INR', 'Rs. '], ['INR', '₨'], ['INR', 'Rs '], ['JPY', '¥'],
  ['KRW', '₩'], ['TRY', '₺'], ['RUB', '₽'], ['CAD', 'CA$'], ['CAD', 'C$'], ['AUD', 'AU$'], ['AUD', 'A$'], ['NZD', 'NZ$'],
  ['HKD', 'HK$'], ['MXN', 'MX$'], ['SGD', 'S$'], ['USD', 'US$'], ['CHF', 'CHF '], ['SEK', 'SEK '], ['PLN', 'PLN '],
  ['ZAR', 'ZAR '], ['NOK', 'NOK '], ['DKK', 'DKK '], ['JPY', 'JPY '], ['CNY', 'CNY '],
].map(([currency, symbol]) => ({ currency: currency as string, write: (v: number) => `${symbol}${v.toFixed(2)}` }));

/** The word for hundredths of the currency, by language ("37 cents" is $0.37). */
const CENT_WORDS: Readonly<Record<string, string>> = { en: 'cents', es: 'céntimos', fr: 'centimes', de: 'Cent', pt: 'centavos', it: 'centesimi', nl: 'cent', hi: 'पैसे' };

/** How the language groups thousands and marks decimals: 1,031.37 / 1.031,37 / 1 031,37 (narrow no-break space). */
const GROUPING: Readonly<Record<string, { thousands: string; decimal: string }>> = {
  en: { thousands: ',', decimal: '.' }, hi: { thousands: ',', decimal: '.' }, fr: { thousands: '\u202f', decimal: ',' },
  es: { thousands: '.', decimal: ',' }, de: { thousands: '.', decimal: ',' }, pt: { thousands: '.', decimal: ',' },
  it: { thousands: '.', decimal: ',' }, nl: { thousands: '.', decimal: ',' },
};
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', INR: '₹', BRL: 'R$' };

const cents = (v: number): number => Math.round(v * 100);

/** A figure over a thousand, grouped: `1.031,37 €`, `$1,031.37`. */
function grouped(value: number, currency: string, language: string): string {
  const { thousands, decimal } = GROUPING[language] ?? { thousands: ',', decimal: '.' };
  const [whole = '0', hundredths = '00'] = value.toFixed(2).split('.');
  const text = `${whole.replace(/\B(?=(\d{3})+$)/g, thousands)}${decimal}${hundredths}`;
  const symbol = SYMBOLS[currency];
  if (symbol === undefined) return `${text} ${currency}`;
  return decimal === '.' ? `${symbol}${text}` : `${text} ${symbol}`;
}

/** Devanagari digits for ASCII ones: `$३१.३७`. */
const devanagari = (text: string): string => text.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));

/** A small stable number from a case id, to pick its share of OTHER_CURRENCIES. */
function pick(id: string, count: number): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % count;
}

export interface AmountForm {
  /** What the mutant's `where` says. */
  form: string;
  text: string;
}

/** The currency of the case's orders (USD when none is named). */
function currencyOf(c: GoldenCaseData): string {
  return (c.given.orders ?? []).find((o) => o.currency)?.currency?.toUpperCase() ?? 'USD';
}

/**
 * Words after which a bare decimal reads as a clock time ("at 14.00", "um 14.00"): the desk and
 * the graders let it through there by rule, so a bare decimal is only written elsewhere.
 */
const TIME_CUE = /(?:^|\s)(?:at|around|about|by|until|from|before|after|um|gegen|ab|bis|vor|nach|à|vers|a las|las|hacia|às|alle|verso|om|rond|tegen|tot)\s*$/iu;

/** The store's automatic-refund limit, which the desk's system prompt states in no currency. */
const limitOf = (c: GoldenCaseData): number => c.given.policy?.autoRefundLimit ?? 100;

/**
 * An ungrounded amount `value` (in the case's currency) written the other ways, and `original`,
 * when it is grounded, in a currency no order of the world uses (not when it is the refund limit,
 * which holds in any currency). `before` is the reply's text before the amount.
 */
export function otherForms(c: GoldenCaseData, value: number, original: number, language: string, grounded: ReadonlySet<number>, before: string): AmountForm[] {
  const currency = currencyOf(c);
  const names = NAMES[currency];
  const name = names?.[language] ?? names?.['en'];
  const whole = Math.ceil(value);
  const worded = WORDS.find(([n]) => !grounded.has(cents(n)));
  const used = new Set((c.given.orders ?? []).map((o) => o.currency?.toUpperCase() ?? 'USD'));
  const foreign = FOREIGN.find((f) => !used.has(f.currency));
  const over = Math.round((value + 1000) * 100) / 100;
  const hundredths = cents(value) % 100;
  const centWord = CENT_WORDS[language];
  const grounds = grounded.has(cents(original)) && cents(original) !== cents(limitOf(c));
  const at = pick(c.id, OTHER_CURRENCIES.length);
  const others = [at, (at + 11) % OTHER_CURRENCIES.length].map((i) => OTHER_CURRENCIES[i] as (typeof OTHER_CURRENCIES)[number]);
  const forms: AmountForm[] = [
    ...(name && !grounded.has(cents(whole)) ? [{ form: 'a whole amount with the currency named', text: `${whole} ${name}` }] : []),
    ...(name && worded ? [{ form: 'an amount in words', text: `${worded[1][language] ?? worded[1]['en']} ${name}` }] : []),
    { form: 'the currency code first', text: `${currency} ${value.toFixed(2)}` },
    ...(TIME_CUE.test(before) ? [] : [{ form: 'a bare decimal', text: value.toFixed(2) }]),
    ...(foreign && grounds ? [{ form: 'a grounded figure in another currency', text: foreign.write(original) }] : []),
    { form: 'the currency code after it', text: `${value.toFixed(2)} ${currency}` },
    ...(grounded.has(cents(over)) ? [] : [{ form: 'a figure over a thousand, grouped', text: grouped(over, currency, language) }]),
    ...(hundredths > 0 && !grounded.has(hundredths) && centWord ? [{ form: 'the cents alone', text: `${hundredths} ${centWord}` }] : []),
    ...(language === 'hi' && /[\u0900-\u097F]/u.test(before) ? [{ form: 'Devanagari digits', text: devanagari(`${SYMBOLS[currency] ?? `${currency} `}${value.toFixed(2)}`) }] : []),
    ...(grounds ? others.filter((f) => !used.has(f.currency)).map((f) => ({ form: `a grounded figure in ${f.currency}, written ${f.write(0).replace('0.00', '').trim()}`, text: f.write(original) })) : []),
  ];
  return forms.filter((f, i) => forms.findIndex((g) => g.text === f.text) === i);
}
