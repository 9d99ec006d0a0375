/**
 * A multilingual lexicon as one map from phrase to what it can mean: the confirmation rule's and
 * the consent grader's lexicons are each built this way from their own words (each side keeps its
 * own lists and its own tokenizer, which gives the keys).
 */

/** One meaning of a phrase: its kind, its language ('' for all), and whether it counts only in that language. */
interface PhraseMeaning<K extends string> {
  kind: K;
  lang: string;
  strict: boolean;
}

export interface PhraseIndex<K extends string> {
  entries: Map<string, PhraseMeaning<K>[]>;
  /** Longest phrase, in words. */
  maxWords: number;
}

type Lists<K extends string> = Partial<Record<K, readonly string[]>>;

/** Every language's phrases of every kind, under `keyOf(phrase)` (a phrase whose key is empty is left out). */
export function indexPhrases<K extends string>(
  languages: readonly { lang: string; markers: Lists<K>; strict?: Lists<K> }[],
  kinds: readonly K[],
  keyOf: (phrase: string) => string,
): PhraseIndex<K> {
  const entries = new Map<string, PhraseMeaning<K>[]>();
  let maxWords = 1;
  const add = (lists: Lists<K> | undefined, lang: string, strict: boolean): void => {
    for (const kind of kinds) {
      for (const phrase of lists?.[kind] ?? []) {
        const key = keyOf(phrase);
        if (key === '') continue;
        maxWords = Math.max(maxWords, key.split(' ').length);
        const list = entries.get(key) ?? [];
        if (!list.some((e) => e.kind === kind && e.lang === lang)) list.push({ kind, lang, strict });
        entries.set(key, list);
      }
    }
  };
  for (const l of languages) {
    add(l.markers, l.lang, false);
    add(l.strict, l.lang, true);
  }
  return { entries, maxWords };
}
