/**
 * Evidence beyond whole words: letters only some orthographies use, word endings that mark a
 * language's grammar, and a few words whose meaning as a whole reply leans to one language.
 * Each hint adds its weight to the languages it names, per occurrence, capped, so that one
 * accent never outweighs the words.
 */

export interface Hint {
  pattern: RegExp;
  weights: Readonly<Record<string, number>>;
}

/** Counted in the whole text (sentence), at most MAX_LETTER_COUNT times each. */
export const LETTER_HINTS: readonly Hint[] = [
  { pattern: /[¿¡]/gu, weights: { es: 1.5, gl: 0.3 } },
  { pattern: /ñ/gu, weights: { es: 0.8, gl: 0.5 } },
  { pattern: /[ãõ]/gu, weights: { pt: 1.5 } },
  { pattern: /ç/gu, weights: { fr: 0.4, pt: 0.4, ca: 0.4 } },
  { pattern: /l·l/gu, weights: { ca: 2 } },
  { pattern: /ß/gu, weights: { de: 1.5 } },
  { pattern: /[äöü]/gu, weights: { de: 0.8 } },
  { pattern: /[œæ]/gu, weights: { fr: 1.5 } },
  { pattern: /[ășşțţ]/gu, weights: { ro: 2 } },
  { pattern: /ì/gu, weights: { it: 0.8 } },
  { pattern: /ò/gu, weights: { it: 0.5, ca: 0.5 } },
  { pattern: /ù/gu, weights: { fr: 0.4, it: 0.4 } },
  { pattern: /ô/gu, weights: { fr: 0.4, pt: 0.4, af: 0.4 } },
  { pattern: /ê/gu, weights: { fr: 0.4, pt: 0.4, af: 0.2 } },
  { pattern: /ij/gu, weights: { nl: 0.3 } },
  { pattern: /ळ/gu, weights: { mr: 1.5 } },
];
export const MAX_LETTER_COUNT = 3;

/**
 * Endings of words that no lexicon knows (content words: "cancel·lació", "Stornierung"),
 * weighted low: they tip a short reply, they do not decide a long one.
 */
export const SUFFIX_HINTS: readonly Hint[] = [
  { pattern: /ción$|ciones$/u, weights: { es: 0.4, gl: 0.4 } },
  { pattern: /ção$|ções$/u, weights: { pt: 0.8 } },
  { pattern: /zione$|zioni$/u, weights: { it: 0.8 } },
  { pattern: /ció$|cions$/u, weights: { ca: 0.8 } },
  { pattern: /ție$|ția$|ției$/u, weights: { ro: 0.8 } },
  { pattern: /ung$|ungen$|keit$|heit$|lich$/u, weights: { de: 0.5 } },
  { pattern: /lijk$|heid$|tje$/u, weights: { nl: 0.5 } },
  { pattern: /ée$|ées$/u, weights: { fr: 0.5 } },
  { pattern: /ats$|ades$/u, weights: { ca: 0.3 } },
  { pattern: /ing$/u, weights: { en: 0.3 } },
  { pattern: /egā$|ega$|egi$|enge$/u, weights: { hi: 0.4 } },
  { pattern: /ेगा$|ेगी$|ेंगे$|एगा$|एगी$/u, weights: { hi: 0.6 } },
  { pattern: /ेल$|ईल$|ून$|च्या$/u, weights: { mr: 0.5 } },
  { pattern: /नुहोस्$|ुहुन्छ$|ेको$/u, weights: { ne: 0.6 } },
];

/**
 * Words in several languages whose use as a reply leans to one: "Pronto!" is how a Brazilian
 * agent says "done"; in Spanish it means "soon", in Italian it answers the phone. Explicit
 * weights replace the even split a shared word gets.
 */
export const LEANING_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  pronto: { pt: 1, es: 0.25, it: 0.25, gl: 0.25 },
};
