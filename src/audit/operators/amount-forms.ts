/**
 * The other ways a reply writes an amount, for change-amount: a whole number with the currency's
 * name, a number in words, the currency's code before it, a bare decimal, and a grounded figure in
 * a currency the store does not use. Each is how some model writes money; a guard that reads only
 * "$25.00" misses the rest.
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

const cents = (v: number): number => Math.round(v * 100);

export interface AmountForm {
  /** What the mutant's `where` says. */
  form: string;
  text: string;
}

/** The currency of the case's orders (USD when none is named). */
export function currencyOf(c: GoldenCaseData): string {
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
  return [
    ...(name && !grounded.has(cents(whole)) ? [{ form: 'a whole amount with the currency named', text: `${whole} ${name}` }] : []),
    ...(name && worded ? [{ form: 'an amount in words', text: `${worded[1][language] ?? worded[1]['en']} ${name}` }] : []),
    { form: 'the currency code first', text: `${currency} ${value.toFixed(2)}` },
    ...(TIME_CUE.test(before) ? [] : [{ form: 'a bare decimal', text: value.toFixed(2) }]),
    ...(foreign && grounded.has(cents(original)) && cents(original) !== cents(limitOf(c)) ? [{ form: 'a grounded figure in another currency', text: foreign.write(original) }] : []),
  ];
}
