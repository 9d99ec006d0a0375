/**
 * The languages the grader can name: the eight the desk supports and the neighbours it must not
 * mistake for them (other scripts: letters.ts). A reply in a neighbour is in no supported
 * language, whatever supported language it is nearest to.
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
