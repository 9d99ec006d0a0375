/** Which supported language a text is written in, from its telltale words and its markers. */
import { lexicon } from './lexicon/index.js';
import type { Token } from './tokens.js';
import { primarySubtag } from '../../../text/words.js';

/**
 * The language with the most telltale words and (non-strict) markers; the hint (the customer's
 * language) breaks ties and answers when nothing tells. Primary subtags: "hi" for Hinglish too.
 */
export function guessLanguage(tokens: readonly Token[], hint?: string): string | undefined {
  const { telltales, entries } = lexicon();
  const votes = new Map<string, number>();
  const vote = (lang: string, weight: number) => votes.set(lang, (votes.get(lang) ?? 0) + weight);
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    for (const [lang, words] of telltales) if (words.has(token.norm)) vote(lang, 1);
    const langs = new Set((entries.get(token.norm) ?? []).filter((e) => !e.strict && e.lang !== '').map((e) => e.lang));
    for (const lang of langs) vote(lang, 1 / langs.size);
  }
  const primary = hint === undefined ? undefined : primarySubtag(hint);
  const ranked = [...votes].sort((a, b) => b[1] - a[1] || (a[0] === primary ? -1 : b[0] === primary ? 1 : 0));
  return ranked[0]?.[0] ?? primary;
}
