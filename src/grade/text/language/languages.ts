/**
 * The languages the grader can name: the eight the desk supports, the neighbours it must not
 * mistake for them, and whole scripts it has no words for. A reply in a neighbour or another
 * script is in no supported language, whatever supported language it is nearest to.
 */

export interface LanguageInfo {
  name: string;
  supported: boolean;
  /** For a neighbour: the supported language it is most often mistaken for. */
  nearest?: string;
}

export const LANGUAGES: Readonly<Record<string, LanguageInfo>> = {
  en: { name: 'English', supported: true },
  es: { name: 'Spanish', supported: true },
  fr: { name: 'French', supported: true },
  de: { name: 'German', supported: true },
  pt: { name: 'Portuguese', supported: true },
  hi: { name: 'Hindi', supported: true },
  it: { name: 'Italian', supported: true },
  nl: { name: 'Dutch', supported: true },
  ca: { name: 'Catalan', supported: false, nearest: 'es' },
  gl: { name: 'Galician', supported: false, nearest: 'pt' },
  ro: { name: 'Romanian', supported: false, nearest: 'it' },
  af: { name: 'Afrikaans', supported: false, nearest: 'nl' },
  mr: { name: 'Marathi', supported: false, nearest: 'hi' },
  ne: { name: 'Nepali', supported: false, nearest: 'hi' },
};

/** Scripts with no lexicon here: a reply mostly written in one is in an unsupported language. */
export const OTHER_SCRIPTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u },
  { name: 'Greek', pattern: /\p{Script=Greek}/u },
  { name: 'Arabic', pattern: /\p{Script=Arabic}/u },
  { name: 'Hebrew', pattern: /\p{Script=Hebrew}/u },
  { name: 'Han', pattern: /\p{Script=Han}/u },
  { name: 'Kana', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { name: 'Hangul', pattern: /\p{Script=Hangul}/u },
  { name: 'Thai', pattern: /\p{Script=Thai}/u },
  { name: 'Bengali', pattern: /\p{Script=Bengali}/u },
  { name: 'Gurmukhi', pattern: /\p{Script=Gurmukhi}/u },
  { name: 'Gujarati', pattern: /\p{Script=Gujarati}/u },
  { name: 'Tamil', pattern: /\p{Script=Tamil}/u },
  { name: 'Telugu', pattern: /\p{Script=Telugu}/u },
  { name: 'Kannada', pattern: /\p{Script=Kannada}/u },
  { name: 'Malayalam', pattern: /\p{Script=Malayalam}/u },
];

/** "Catalan (ca)", or the tag itself for one not listed. */
export function describe(tag: string): string {
  const info = LANGUAGES[tag];
  return info ? `${info.name} (${tag})` : tag;
}

export interface WantedLanguage {
  /** Primary subtag, lower case. */
  language: string;
  /** Script subtag when the case names one: `hi-Latn` asks for romanised Hindi. */
  script?: 'Latn' | 'Deva';
}

/** `pt-BR` -> pt; `hi-Latn` -> hi in Latin script; `hi-Deva` -> hi in Devanagari. */
export function parseTag(tag: string): WantedLanguage {
  const [primary = tag, ...rest] = tag.split(/[-_]/);
  const script = rest.map((s) => s.toLowerCase()).find((s) => s === 'latn' || s === 'deva');
  const language = primary.toLowerCase();
  if (script === undefined) return { language };
  return { language, script: script === 'latn' ? 'Latn' : 'Deva' };
}
