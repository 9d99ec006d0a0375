/**
 * A street address in a text, compared on its street line after normalisation: case, accents,
 * punctuation and the abbreviations of street types (St/Street, Str./Straße, Av./Avenida,
 * Rd/Road, ...) do not matter, nor whether the house number comes first ("20 Harbor Lane") or
 * last ("Hauptstraße 5"), nor one letter of a long word ("Harbour Lane"). "Harbor Lane" without
 * the number still places a person.
 */
import { fold, wordList } from './text.js';

/** Street-type words and their abbreviations, to one canonical word each. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  street: 'street', st: 'street', str: 'street', strasse: 'street', straat: 'street', calle: 'street', cl: 'street',
  rue: 'street', rua: 'street', r: 'street', via: 'street', carrer: 'street', marg: 'road', marga: 'road',
  road: 'road', rd: 'road', lane: 'lane', ln: 'lane', gasse: 'lane', steeg: 'lane', travessa: 'lane', vicolo: 'lane',
  avenue: 'avenue', ave: 'avenue', av: 'avenue', avda: 'avenue', avenida: 'avenue', laan: 'avenue', allee: 'avenue', viale: 'avenue',
  boulevard: 'boulevard', blvd: 'boulevard', bd: 'boulevard', bld: 'boulevard',
  drive: 'drive', dr: 'drive', court: 'court', ct: 'court', place: 'place', pl: 'place',
  square: 'square', sq: 'square', plaza: 'square', pza: 'square', praca: 'square', piazza: 'square', platz: 'square', plein: 'square',
  way: 'way', weg: 'way', camino: 'way', caminho: 'way', path: 'way', paseo: 'walk', passeig: 'walk', gracht: 'canal', kade: 'quay', quai: 'quay',
};

/** German and Dutch write the type into the word: "Hauptstraße", "Kerkstraat", "Dorfweg". */
const COMPOUND = /^(.{3,}?)(strasse|str|straat|weg|laan|allee|gasse|platz|plein|gracht|kade)$/u;

function canonicalWords(text: string): string[] {
  return wordList(fold(text)).flatMap((w) => {
    const compound = COMPOUND.exec(w);
    if (compound && !(w in STREET_TYPES)) return [compound[1]!, STREET_TYPES[compound[2]!] ?? compound[2]!];
    return [STREET_TYPES[w] ?? w];
  });
}

const TYPES: ReadonlySet<string> = new Set(Object.values(STREET_TYPES));
const isNumber = (w: string) => /^\d+[a-z]?$/u.test(w);
const isType = (w: string) => TYPES.has(w);

/** The street line of an address: its first comma-separated part holding a number and a word. */
function streetLine(address: string): string {
  const parts = address.split(/[,\n]/).map((p) => p.trim()).filter((p) => p !== '');
  return parts.find((p) => /\d/.test(p) && /\p{L}{2,}/u.test(p)) ?? parts[0] ?? '';
}

/** At most one letter added, dropped or changed: "Harbour" for "Harbor", "Birkenweg" for "Birkenwg". */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1 || /\d/.test(a + b)) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const tail = (x: string, y: string) => x.slice(i + (a.length >= b.length ? 1 : 0)) === y.slice(i + (b.length >= a.length ? 1 : 0));
  return a.length === b.length ? a.slice(i + 1) === b.slice(i + 1) : tail(a, b);
}

function indexOfRun(list: readonly string[], run: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + run.length <= list.length; i += 1) if (run.every((w, k) => nearlyEqual(list[i + k] ?? '', w))) out.push(i);
  return out;
}

/** True when `text` shows the street line of `address`. */
export function showsAddress(text: string, address: string): boolean {
  const line = canonicalWords(streetLine(address));
  const numbers = line.filter(isNumber);
  const named = line.filter((w) => !isNumber(w));
  const core = named.filter((w) => !isType(w));
  if (core.length === 0) return false;
  // Cheap first: a street name that is nowhere in the text (give or take its last letters) is not shown.
  const folded = fold(text);
  if (!core.some((w) => folded.includes(w.slice(0, 4)))) return false;
  const list = canonicalWords(folded);
  // The street with its type ("Harbor Lane") places a person even without the house number.
  if (named.length >= 2 && indexOfRun(list, named).length > 0) return true;
  // Without the type, only with the house number beside it ("20 Harbor", "Mayor 5").
  return indexOfRun(list, core).some((at) => numbers.includes(list[at - 1] ?? '') || numbers.includes(list[at + core.length] ?? ''));
}
