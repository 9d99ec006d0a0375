/** "Did you mean ...?" for a mistyped key or value: the closest candidate within a small edit distance. */

/**
 * Edit distance counting a swap of two neighbours as one edit (`titel` -> `title`), case-insensitive
 * (a key written `Called` is still a near miss). Optimal string alignment.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = [Array.from({ length: t.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[s.length]?.[t.length] ?? 0;
}

/** The best candidate at most a third of the word's length away (at least 1, at most 3 edits). */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `; did you mean "called"?` or nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const best = suggest(word, candidates);
  return best === undefined ? '' : `; did you mean "${best}"?`;
}
