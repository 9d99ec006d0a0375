/**
 * Number words of the supported languages, as the pieces a written number is made of. Words are
 * folded (foldWord: lower case, no accents, ß as ss). German, Dutch and Italian write a number as
 * one word ("fünfundzwanzig", "vijfentwintig", "venticinque"), which the reader cuts into these
 * pieces; the other languages join them with spaces or hyphens.
 */
import { foldWord } from './tokens.js';

export type Piece =
  /** A value added to the number: 5, 20, 300 ("trescientos"). */
  | { kind: 'value'; value: number }
  /** A multiplier: hundred, thousand, lakh, crore. */
  | { kind: 'times'; value: number }
  /** "and", "y", "e", "et", "und", "en" inside a number. */
  | { kind: 'and' }
  /** Hindi sāṛhe / savā / paune: the next number plus (or minus) a fraction. */
  | { kind: 'plus'; value: number };

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'hi', 'hi-Latn'] as const;
export type NumberLanguage = (typeof LANGUAGES)[number];

/** Languages whose numbers are written as one word and must be cut into pieces. */
export const COMPOUNDING: ReadonlySet<NumberLanguage> = new Set(['de', 'nl', 'it']);

type Table = Record<string, number>;

const EN: Table = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

const ES: Table = {
  cero: 0, uno: 1, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18,
  diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintiuna: 21, veintidos: 22, veintitres: 23,
  veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90, cien: 100,
  doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700,
  ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
};

const PT: Table = {
  zero: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16,
  dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19, vinte: 20, trinta: 30, quarenta: 40,
  cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, duzentos: 200, duzentas: 200,
  trezentos: 300, trezentas: 300, quatrocentos: 400, quatrocentas: 400, quinhentos: 500, quinhentas: 500,
  seiscentos: 600, seiscentas: 600, setecentos: 700, setecentas: 700, oitocentos: 800, oitocentas: 800,
  novecentos: 900, novecentas: 900,
};

const FR: Table = {
  zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30,
  quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
};

const DE: Table = {
  null: 0, ein: 1, eins: 1, eine: 1, einen: 1, einem: 1, einer: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, funf: 5,
  fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12, zwoelf: 12, dreizehn: 13,
  vierzehn: 14, funfzehn: 15, fuenfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, fuenfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80,
  neunzig: 90,
};

const NL: Table = {
  nul: 0, een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11,
  twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16, zeventien: 17, achttien: 18, negentien: 19,
  twintig: 20, dertig: 30, veertig: 40, vijftig: 50, zestig: 60, zeventig: 70, tachtig: 80, negentig: 90,
};

/** Italian drops a vowel before "uno" and "otto" (ventuno, trentotto, centottanta): the short forms are pieces too. */
const IT: Table = {
  zero: 0, uno: 1, un: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9,
  dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17,
  diciotto: 18, diciannove: 19, venti: 20, vent: 20, trenta: 30, trent: 30, quaranta: 40, quarant: 40,
  cinquanta: 50, cinquant: 50, sessanta: 60, sessant: 60, settanta: 70, settant: 70, ottanta: 80, ottant: 80,
  novanta: 90, novant: 90,
};

/** Hindi has a word for every number below a hundred. */
const HI_WORDS = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह',
  'सोलह', 'सत्रह', 'अठारह', 'उन्नीस', 'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस',
  'उनतीस', 'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस', 'चालीस',
  'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास', 'पचास', 'इक्यावन',
  'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ', 'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ',
  'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर', 'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर',
  'सतहत्तर', 'अठहत्तर', 'उन्यासी', 'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी',
  'अट्ठासी', 'नवासी', 'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे',
  'निन्यानबे',
];

/** Other spellings people use for the same Hindi numbers. */
const HI_VARIANTS: Table = {
  पांच: 5, पाच: 5, छः: 6, छे: 6, छै: 6, पन्द्रह: 15, उन्निस: 19, बाइस: 22, तेइस: 23, सत्ताइस: 27, अट्ठाइस: 28, अठाईस: 28,
  तैतीस: 33, चौतीस: 34, पैतीस: 35, सैतीस: 37, अडतीस: 38, चौवालीस: 44, चव्वालीस: 44, अडतालीस: 48, पैसठ: 65, चौसठ: 64,
  अडसठ: 68, सडसठ: 67, निन्यानवे: 99, नब्बें: 90, डेढ़: 1.5, डेढ: 1.5, ढाई: 2.5,
};

/**
 * Romanised Hindi, the spellings of the numbers people type most. Keys go through foldRoman, so
 * "pachaas" and "pachas", "chaubees" and "chaubis" are one key.
 */
const HI_LATN_WORDS: Record<string, number> = {
  ek: 1, do: 2, teen: 3, tin: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhah: 6, chhe: 6, chah: 6, che: 6,
  saat: 7, aath: 8, nau: 9, das: 10, gyarah: 11, gyara: 11, barah: 12, bara: 12, terah: 13, tera: 13,
  chaudah: 14, chauda: 14, pandrah: 15, pandra: 15, solah: 16, sola: 16, satrah: 17, satra: 17, atharah: 18,
  athara: 18, unnis: 19, bees: 20, ikkis: 21, bais: 22, teis: 23, chaubis: 24, pachchis: 25, pachis: 25,
  pacchis: 25, chhabbis: 26, sattais: 27, atthais: 28, untis: 29, tees: 30, iktis: 31, battis: 32, taintis: 33,
  chauntis: 34, paintis: 35, chhattis: 36, saintis: 37, adtis: 38, artis: 38, untalis: 39, chalis: 40,
  iktalis: 41, bayalis: 42, taintalis: 43, chavalis: 44, chauvalis: 44, paintalis: 45, chhiyalis: 46,
  saintalis: 47, adtalis: 48, unchas: 49, pachas: 50, ikyavan: 51, baavan: 52, bavan: 52, tirpan: 53,
  chauvan: 54, pachpan: 55, chhappan: 56, sattavan: 57, atthavan: 58, unsath: 59, saath: 60, iksath: 61,
  basath: 62, tirsath: 63, chaunsath: 64, painsath: 65, chhiyasath: 66, sadsath: 67, adsath: 68, unhattar: 69,
  sattar: 70, ikhattar: 71, bahattar: 72, tihattar: 73, chauhattar: 74, pachhattar: 75, chhihattar: 76,
  sathattar: 77, athhattar: 78, unyasi: 79, assi: 80, ikyasi: 81, bayasi: 82, tirasi: 83, chaurasi: 84,
  pachasi: 85, chhiyasi: 86, sattasi: 87, atthasi: 88, navasi: 89, nabbe: 90, ikyanbe: 91, baanbe: 92,
  tiranbe: 93, chauranbe: 94, pachanbe: 95, chhiyanbe: 96, sattanbe: 97, atthanbe: 98, ninyanbe: 99,
  dedh: 1.5, derh: 1.5, dhai: 2.5, dhaai: 2.5,
};

/**
 * Romanised Hindi spelt loosely: long vowels as doubled letters or not, w for v, z for j,
 * doubled consonants single. Saath (60) and saat (7) stay apart: only the vowels fold.
 */
export function foldRoman(word: string): string {
  return word
    .toLowerCase()
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/(?:c+h+)+/g, 'ch')
    .replace(/([bdgjklmnprstv])\1/g, '$1');
}

/** Adds a word to a lexicon; two spellings that fold to one key must mean the same piece. */
function put(map: Map<string, Piece>, key: string, piece: Piece): void {
  const known = map.get(key);
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(piece)) {
    throw new Error(`number lexicon: "${key}" is both ${JSON.stringify(known)} and ${JSON.stringify(piece)}`);
  }
  map.set(key, piece);
}

function tableOf(values: Table, extra: Record<string, Piece> = {}, fold: (w: string) => string = foldWord): Map<string, Piece> {
  const map = new Map<string, Piece>();
  for (const [w, value] of Object.entries(values)) put(map, fold(w), { kind: 'value', value });
  for (const [w, p] of Object.entries(extra)) put(map, fold(w), p);
  return map;
}

const AND: Piece = { kind: 'and' };
const HUNDRED: Piece = { kind: 'times', value: 100 };
const THOUSAND: Piece = { kind: 'times', value: 1000 };
const LAKH: Piece = { kind: 'times', value: 100_000 };
const CRORE: Piece = { kind: 'times', value: 10_000_000 };

function hindi(): Map<string, Piece> {
  const words: Table = { ...HI_VARIANTS };
  HI_WORDS.forEach((w, value) => (words[w] = value));
  return tableOf(words, {
    सौ: HUNDRED, हज़ार: THOUSAND, हजार: THOUSAND, लाख: LAKH, करोड़: CRORE, करोड: CRORE,
    साढ़े: { kind: 'plus', value: 0.5 }, साढे: { kind: 'plus', value: 0.5 }, सवा: { kind: 'plus', value: 0.25 },
    पौने: { kind: 'plus', value: -0.25 },
  });
}

function romanHindi(): Map<string, Piece> {
  const extra: Record<string, Piece> = {
    sau: HUNDRED, hazar: THOUSAND, hajar: THOUSAND, hazaar: THOUSAND, lakh: LAKH, lac: LAKH, crore: CRORE, karod: CRORE,
    sadhe: { kind: 'plus', value: 0.5 }, saadhe: { kind: 'plus', value: 0.5 }, sarhe: { kind: 'plus', value: 0.5 },
    sava: { kind: 'plus', value: 0.25 }, sawa: { kind: 'plus', value: 0.25 }, paune: { kind: 'plus', value: -0.25 },
  };
  return tableOf(HI_LATN_WORDS, extra, (w) => foldRoman(foldWord(w)));
}

/** Every language's pieces, by folded word. */
export const LEXICONS: Readonly<Record<NumberLanguage, ReadonlyMap<string, Piece>>> = Object.freeze({
  en: tableOf(EN, { hundred: HUNDRED, thousand: THOUSAND, and: AND }),
  es: tableOf(ES, { ciento: HUNDRED, mil: THOUSAND, y: AND }),
  pt: tableOf(PT, { cento: HUNDRED, mil: THOUSAND, e: AND }),
  fr: tableOf(FR, { cent: HUNDRED, cents: HUNDRED, mille: THOUSAND, mil: THOUSAND, et: AND }),
  de: tableOf(DE, { hundert: HUNDRED, tausend: THOUSAND, und: AND }),
  nl: tableOf(NL, { honderd: HUNDRED, duizend: THOUSAND, en: AND }),
  it: tableOf(IT, { cento: HUNDRED, cent: HUNDRED, mille: THOUSAND, mila: THOUSAND, e: AND }),
  hi: hindi(),
  'hi-Latn': romanHindi(),
});

/** Multipliers written after digits: "2 mil reais", "1,5 lakh rupees", "3 हज़ार रुपये". */
export const DIGIT_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['hundred', 100], ['thousand', 1000], ['k', 1000], ['mil', 1000], ['mille', 1000], ['tausend', 1000],
  ['duizend', 1000], ['mila', 1000], ['sau', 100], ['hazar', 1000], ['hazaar', 1000], ['hajar', 1000],
  ['lakh', 100_000], ['lac', 100_000], ['crore', 10_000_000], ['सौ', 100], ['हज़ार', 1000], ['हजार', 1000],
  ['लाख', 100_000], ['करोड़', 10_000_000],
].map(([w, v]) => [foldWord(String(w)), Number(v)] as const));
