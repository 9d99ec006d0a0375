/**
 * Calendar days a text names, as month-day keys ("11-06"): "6 November", "November 6th",
 * "6 de noviembre", "6. November", "le 6 novembre", "6 नवंबर", "06/11", "2026-11-06". A numeric
 * day like 06/11 may be read either way round, so it yields both readings.
 */
import { asciiDigits, fold } from './text.js';

/** Month names and abbreviations in the eight languages, folded, 1-based. */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'enero', 'ene', 'janvier', 'janv', 'januar', 'janeiro', 'gennaio', 'gen', 'januari', 'जनवरी'],
  ['february', 'feb', 'febrero', 'fevrier', 'fevr', 'fev', 'februar', 'fevereiro', 'febbraio', 'februari', 'फ़रवरी', 'फरवरी'],
  ['march', 'mar', 'marzo', 'mars', 'marz', 'maerz', 'marco', 'maart', 'mrt', 'मार्च'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile', 'अप्रैल'],
  ['may', 'mayo', 'mai', 'maio', 'maggio', 'mag', 'mei', 'मई'],
  ['june', 'jun', 'junio', 'juin', 'juni', 'junho', 'giugno', 'giu', 'जून'],
  ['july', 'jul', 'julio', 'juillet', 'juil', 'juli', 'julho', 'luglio', 'lug', 'जुलाई'],
  ['august', 'aug', 'agosto', 'ago', 'aout', 'augustus', 'अगस्त'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'set', 'septembre', 'setembro', 'settembre', 'sett', 'सितंबर', 'सितम्बर'],
  ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt', 'outubro', 'out', 'ottobre', 'ott', 'अक्टूबर', 'अक्तूबर'],
  ['november', 'nov', 'noviembre', 'novembre', 'novembro', 'नवंबर', 'नवम्बर'],
  ['december', 'dec', 'diciembre', 'dic', 'decembre', 'dezember', 'dez', 'dezembro', 'dicembre', 'दिसंबर', 'दिसम्बर'],
].map((names) => names.map(fold));

const MONTH_OF = new Map<string, number>(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));
const MONTH_WORD = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** "6 November", "6th of November", "6 de noviembre", "6. November", "6 नवंबर". */
const DAY_MONTH = new RegExp(`${B}(\\d{1,2})(?:st|nd|rd|th|er|eme|º|ª|°)?\\.?\\s*(?:of\\s+|de\\s+|del\\s+)?(${MONTH_WORD})\\.?${E}`, 'gu');
/** "November 6", "Nov. 6th". */
const MONTH_DAY = new RegExp(`${B}(${MONTH_WORD})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?${E}`, 'gu');
/** "2026-11-06". */
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/gu;
/** "06/11", "6.11.", "06-11-2026": day and month in some order; never an amount ("$12.05", "12.05 €"). */
const NUMERIC = /(?<![\d/.\-$€£₹]\s?)(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?(?![\d/-]|\.\d|\s*(?:€|eur|usd|inr|₹|rs|\$))/gu;

function key(month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month-day keys a text names. */
export function daysNamed(text: string): Set<string> {
  const folded = fold(asciiDigits(text));
  const out = new Set<string>();
  const add = (k: string | undefined) => k !== undefined && out.add(k);
  for (const m of folded.matchAll(DAY_MONTH)) add(key(MONTH_OF.get(m[2]!) ?? 0, Number(m[1])));
  for (const m of folded.matchAll(MONTH_DAY)) add(key(MONTH_OF.get(m[1]!) ?? 0, Number(m[2])));
  for (const m of folded.matchAll(ISO)) add(key(Number(m[2]), Number(m[3])));
  const withoutIso = folded.replace(ISO, ' ');
  for (const m of withoutIso.matchAll(NUMERIC)) {
    add(key(Number(m[2]), Number(m[1])));
    add(key(Number(m[1]), Number(m[2])));
  }
  return out;
}

/** The month-day key of an ISO timestamp, in UTC. */
export function dayOf(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const d = new Date(time);
  return key(d.getUTCMonth() + 1, d.getUTCDate());
}
