/**
 * Numbers that look like prices but are not: clock times ("gegen 14.00 Uhr", "a las 14.00",
 * "14.00 बजे"), dates ("am 22.11", "22.11. gegen"), measures and ratings ("2.50 kg", "4.50/5",
 * "12.50 %"), versions. Only a number with no currency next to it is ever excused: "$14.00" is
 * money whatever surrounds it.
 */
import type { DigitNumber } from './numbers.js';
import { foldWord, type Token } from './tokens.js';

/** Words a clock time follows, in the supported languages; matched in lower case, accents kept ("à" is not "a"). */
const TIME_BEFORE = new Set([
  'at', 'around', 'about', 'by', 'until', 'till', 'before', 'after', 'from', 'between', 'approx', 'approximately', 'ca', 'circa',
  'um', 'gegen', 'ab', 'bis', 'vor', 'nach', 'zwischen', 'etwa',
  'las', 'hacia', 'sobre', 'antes', 'después', 'desde', 'hasta', 'entre',
  'à', 'vers', 'avant', 'après', 'dès', 'depuis', "jusqu'à",
  'às', 'das', 'até', 'depois', 'volta',
  'alle', 'verso', 'entro', 'dalle', 'dopo', 'fino', 'tra', 'fra', 'ore', 'le',
  'om', 'rond', 'tegen', 'vanaf', 'tot', 'tussen', 'uur',
  'लगभग', 'करीब', 'क़रीब', 'lagbhag', 'kareeb', 'karib', 'subah', 'shaam', 'dopahar', 'सुबह', 'शाम', 'दोपहर',
  // what a time is the time of: "ETA 14.00", "delivery slot: 14.00", "tomorrow 14.00"
  'eta', 'slot', 'window', 'time', 'uhrzeit', 'horario', 'hora', 'heure', 'ora', 'orario', 'tijd', 'tijdstip', 'समय', 'samay',
  'today', 'tomorrow', 'tonight', 'heute', 'morgen', 'hoy', 'mañana', 'demain', "aujourd'hui", 'hoje', 'amanhã', 'oggi', 'domani',
  'vandaag', 'aaj', 'kal', 'आज', 'कल',
]);

/** Weekdays and months: a clock time often follows one ("Thursday 14.00", "22 November, 14.00"). */
const CALENDAR = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'lunes', 'martes', 'miercoles', 'jueves',
  'viernes', 'sabado', 'domingo', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'montag',
  'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'segunda', 'terca', 'quarta', 'quinta', 'sexta',
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'domenica', 'maandag', 'dinsdag', 'woensdag',
  'donderdag', 'vrijdag', 'zaterdag', 'zondag', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar', 'ravivar',
  'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
  'janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre',
  'januar', 'februar', 'marz', 'juni', 'juli', 'oktober', 'dezember', 'janeiro', 'fevereiro', 'marco', 'maio', 'junho',
  'julho', 'setembro', 'outubro', 'novembro', 'dezembro', 'gennaio', 'febbraio', 'aprile', 'maggio', 'giugno', 'luglio',
  'settembre', 'ottobre', 'dicembre', 'januari', 'februari', 'maart', 'mei', 'augustus', 'nov', 'dec',
  'जनवरी', 'फ़रवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर',
]);

/** Postpositions after a date or a time in Hindi: "22.11 को", "14.00 तक". */
const HINDI_AFTER = new Set(['को', 'तक', 'ko', 'tak']);

/** Words that say "money" just before: "sold at 12.50" and "price today: 12.50" are prices, "arrives at 14.00" a time. */
const PRICE_NEAR = new Set([
  'priced', 'sold', 'selling', 'available', 'offered', 'listed', 'costs', 'cost', 'charged', 'refund', 'refunded', 'pay', 'paid',
  'for', 'retails', 'price', 'prices', 'total', 'amount', 'precio', 'cuesta', 'importe', 'prix', 'coute', 'montant', 'preis', 'kostet',
  'betrag', 'preco', 'custa', 'valor', 'prezzo', 'costa', 'importo', 'prijs', 'kost', 'bedrag', 'totaal', 'totale', 'कीमत', 'दाम',
  'राशि', 'keemat', 'daam',
]);

/** Words a clock time comes before. */
const TIME_AFTER = new Set([
  'uhr', 'h', 'hr', 'hrs', 'hour', 'hours', 'heure', 'heures', 'hora', 'horas', 'hs', 'ore', 'uur', "o'clock", 'am', 'pm',
  'बजे', 'baje', 'bje', 'ist', 'utc', 'cet', 'cest', 'gmt', 'est', 'pst', 'edt', 'pdt',
]);

/** Words a date follows. */
const DATE_BEFORE = new Set([
  'am', 'vom', 'zum', 'bis', 'ab', 'seit', 'den', 'on', 'by', 'until', 'from', 'since', 'le', 'du', 'au', 'el', 'del', 'il',
  'dal', 'al', 'dia', 'em', 'op', 'per', 'tot', 'vanaf', 'voor', 'dem',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'lunes', 'martes', 'miercoles', 'jueves',
  'viernes', 'sabado', 'domingo', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'montag',
  'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'segunda', 'terca', 'quarta', 'quinta', 'sexta',
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'domenica', 'maandag', 'dinsdag', 'woensdag',
  'donderdag', 'vrijdag', 'zaterdag', 'zondag',
]);

/** Units, counts and rates a bare number may carry. */
const UNITS = new Set([
  '%', '‰', '°', 'kg', 'g', 'gr', 'mg', 'lb', 'lbs', 'oz', 'cm', 'mm', 'm', 'km', 'mi', 'inch', 'inches', '"', 'ft', 'l', 'ml',
  'cl', 'w', 'kw', 'kwh', 'v', 'mah', 'gb', 'mb', 'tb', 'stars', 'star', 'sterne', 'estrellas', 'etoiles',
  'estrelas', 'stelle', 'sterren', 'points', 'pts', 'punkte', 'min', 'mins', 'minutes', 'minuten', 'minutos', 'minuti', 'sec',
  's', 'days', 'dias', 'jours', 'tage', 'giorni', 'dagen', 'percent', 'prozent', 'procent', 'pourcent', 'प्रतिशत', 'pratishat',
  'liter', 'litre', 'litres', 'liters', 'litro', 'litros', 'kilo', 'kilos', 'grams', 'gramm', 'meter', 'metres', 'meters',
]);

/** "por ciento", "pour cent", "per cent", "por cento", "per cento": the second word of a two-word percent. */
const PERCENT_SECOND = new Set(['ciento', 'cent', 'cento']);

const VERSION_BEFORE = new Set(['version', 'versión', 'versão', 'versione', 'versie', 'v', 'release', 'firmware', 'model', 'modell', 'modelo', 'modèle', 'modello']);

function lower(t: Token | undefined): string {
  return t === undefined ? '' : t.text.toLowerCase();
}

/** The words before token i, skipping points, commas and colons ("ca. 14.00", "slot: 14.00"), nearest first. */
function wordsBefore(tokens: readonly Token[], i: number, n: number): Token[] {
  const out: Token[] = [];
  for (let k = i - 1; k >= 0 && out.length < n; k -= 1) {
    const t = tokens[k] as Token;
    if (t.kind === 'word') out.push(t);
    else if (t.kind === 'number' && out.length === 0 && CALENDAR.has(foldWord(tokens[k - 1]?.text ?? ''))) continue;
    else if (!['.', '~', ',', ':'].includes(t.text)) break;
  }
  return out;
}

function isTimeShaped(n: DigitNumber): boolean {
  const hour = Number(n.whole);
  return n.decimals?.length === 2 && n.whole.length <= 2 && hour <= 23 && Number(n.decimals) <= 59;
}

function isDayMonthShaped(n: DigitNumber): boolean {
  const day = Number(n.whole);
  const month = Number(n.decimals);
  return n.decimalMark === '.' && n.decimals?.length === 2 && day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/** "at 14.00", "a las 14.00", "gegen 14.00 Uhr", "14.00 बजे": a clock time. */
export function isClockTime(tokens: readonly Token[], i: number, n: DigitNumber): boolean {
  if (!isTimeShaped(n)) return false;
  const next = tokens[i + 1];
  if (next !== undefined && TIME_AFTER.has(lower(next))) return true;
  if (lower(next) === 'a' && lower(tokens[i + 2]) === '.' && lower(tokens[i + 3]) === 'm') return true;
  if (lower(next) === 'p' && lower(tokens[i + 2]) === '.' && lower(tokens[i + 3]) === 'm') return true;
  if (next !== undefined && HINDI_AFTER.has(lower(next))) return true;
  const before = wordsBefore(tokens, i, 3);
  if (before.some((w) => PRICE_NEAR.has(foldWord(w.text)))) return false;
  if (before[0] !== undefined && CALENDAR.has(foldWord(before[0].text))) return true;
  return before.slice(0, 2).some((w) => TIME_BEFORE.has(lower(w)));
}

/** "am 22.11", "Donnerstag, 26.11.", "22.11. gegen 14.00": a day and a month. */
export function isDayAndMonth(tokens: readonly Token[], i: number, n: DigitNumber): boolean {
  if (!isDayMonthShaped(n)) return false;
  for (let k = i - 1, seen = 0; k >= 0 && seen < 2; k -= 1) {
    const t = tokens[k] as Token;
    if (t.text === ',' || t.text === '.') continue;
    if (t.kind === 'word' && DATE_BEFORE.has(foldWord(t.text))) return true;
    seen += 1;
  }
  const dot = tokens[i + 1];
  const after = tokens[i + 2];
  if (dot !== undefined && HINDI_AFTER.has(lower(dot))) return true;
  if (dot?.text !== '.' || dot.spaced || after === undefined) return false;
  // "22.11., zwischen" / "22.11. gegen": a German date's closing dot, then the sentence goes on.
  if (!after.spaced && [',', ';', ')'].includes(after.text)) return true;
  return after.spaced && (after.kind === 'number' || /^\p{Ll}/u.test(after.text));
}

/** "2.50 kg", "12.50 %", "4.50/5", "4.50 out of 5", "12,5 por ciento": a measure, a share or a rating. */
export function hasUnit(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined) return false;
  const word = foldWord(next.text);
  if (UNITS.has(word) || UNITS.has(next.text)) return true;
  if (next.text === '/' && !next.spaced && tokens[i + 2]?.kind === 'number') return true;
  const second = foldWord(tokens[i + 2]?.text ?? '');
  if ((word === 'por' || word === 'pour' || word === 'per') && PERCENT_SECOND.has(second)) return true;
  // A rating: "4.50 out of 5", "4,50 sur 5", "4,50 von 5", "4,50 su 5", "4,50 van de 5".
  const outOf = word === 'out' && second === 'of' ? 3 : word === 'van' && second === 'de' ? 3 : ['sur', 'von', 'su'].includes(word) ? 2 : 0;
  return outOf > 0 && tokens[i + outOf]?.kind === 'number';
}

/** "version 2.10", "v1.25". */
export function isVersion(tokens: readonly Token[], i: number): boolean {
  return wordsBefore(tokens, i, 1).some((w) => VERSION_BEFORE.has(lower(w)));
}

/** Glued to a word or an id on either side: "A12.50", "12.50h", "#12.50", "10:12.50". */
export function isGlued(tokens: readonly Token[], i: number): boolean {
  const self = tokens[i] as Token;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const prevGlued = prev !== undefined && !self.spaced && (prev.kind === 'word' || prev.kind === 'number' || ['#', '/', ':', '_', '.'].includes(prev.text));
  const nextGlued = next !== undefined && !next.spaced && (next.kind === 'word' || next.kind === 'number' || (next.text === ':' && tokens[i + 2]?.kind === 'number'));
  return prevGlued || nextGlued;
}

/** Words that join the two ends of a range: "14.00–16.00", "de 14.00 a 16.00", "between 14.00 and 16.00". */
const RANGE_JOIN = new Set(['-', '–', '—', 'and', 'to', 'y', 'a', 'et', 'à', 'und', 'bis', 'e', 'às', 'en', 'tot', 'aur', 'और', 'se', 'tak', 'तक']);
/** Joins that list as well as range: they make a range only next to a recognised time. */
const AND = new Set(['and', 'y', 'e', 'und', 'en', 'et', 'aur', 'और']);
/** Articles a range may repeat: "tra le 14.00 e le 16.00", "entre las 14.00 y las 16.00". */
const RANGE_ARTICLES = new Set(['le', 'las', 'les', 'as', 'die', 'de', 'het', 'the']);

/** The token index of a number joined as a range to the number at i, in direction step (+1 or -1). */
function rangeOther(tokens: readonly Token[], i: number, step: 1 | -1): number | undefined {
  let k = i + step;
  if (!RANGE_JOIN.has(lower(tokens[k]))) {
    if (step === -1 && RANGE_ARTICLES.has(lower(tokens[k])) && RANGE_JOIN.has(lower(tokens[k - 1]))) k -= 1;
    else return undefined;
  }
  k += step;
  if (step === 1 && RANGE_ARTICLES.has(lower(tokens[k]))) k += 1;
  return tokens[k]?.kind === 'number' ? k : undefined;
}

/**
 * Clock times of a range: both ends of "14.00–16.00" or "de 14.00 a 16.00" are times when both
 * are clock-shaped, and the other end of a range whose one end is already a time is one too.
 * `times` holds the numbers read as times so far; returns the ones to add.
 */
export function rangeEnds(tokens: readonly Token[], times: ReadonlySet<number>, numbers: ReadonlyMap<number, DigitNumber>): number[] {
  const out = new Set<number>();
  for (const [i, n] of numbers) {
    if (!isTimeShaped(n)) continue;
    const j = rangeOther(tokens, i, 1);
    const other = j === undefined ? undefined : numbers.get(j);
    if (j === undefined || other === undefined || !isTimeShaped(other)) continue;
    // Two bare numbers make a time range only when they read as one ("14.00–16.00", "de 14.00 a 16.00"):
    // "12.50 and 14.00" may be two prices, so "and" joins times only after a time was recognised.
    const bothBare = !times.has(i) && !times.has(j);
    if (bothBare && (!sameShape(n, other) || AND.has(lower(tokens[i + 1])))) continue;
    out.add(i);
    out.add(j);
  }
  for (const k of times) out.delete(k);
  return [...out];
}

/** 14.00 and 16.00 (both with two decimals and the same mark): written as one kind of thing. */
function sameShape(a: DigitNumber, b: DigitNumber): boolean {
  return a.decimalMark === b.decimalMark && a.decimals?.length === b.decimals?.length;
}
