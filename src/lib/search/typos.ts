/**
 * Typo distance for search: insertions, deletions, substitutions and swaps of neighbours (optimal
 * string alignment), bounded, so a word that cannot be within reach is given up after a few letters.
 */

/**
 * The distance from `query` to `word`, or to the closest prefix of `word` with `prefix`; `max + 1`
 * once it is known to exceed `max`.
 */
export function typoDistance(query: string, word: string, max: number, prefix = false): number {
  const n = query.length;
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && m < n - max) return max + 1;
  if (m + 1 > ROW) return max + 1;
  // Three rows reused across calls: the engine compares a query word with every indexed word.
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const other = word.charCodeAt(j - 1);
      let value = previous[j - 1] + (letter === other ? 0 : 1);
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (
        i > 1 &&
        j > 1 &&
        letter === word.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === other &&
        before[j - 2] + 1 < value
      )
        value = before[j - 2] + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  let last = previous[m];
  if (prefix) for (let j = Math.max(0, n - max); j <= m; j++) if (previous[j] < last) last = previous[j];
  return Math.min(last, max + 1);
}

const ROW = 128;
const rows = [new Int32Array(ROW), new Int32Array(ROW), new Int32Array(ROW)];

/** Typos a query word may have: none below 4 letters, one from 4, two from 8; none in numbers when so configured. */
export function allowedTypos(
  word: string,
  config: { minWordSizefor1Typo: number; minWordSizefor2Typos: number; allowTyposOnNumericTokens: boolean },
): number {
  if (!config.allowTyposOnNumericTokens && /^\d+$/.test(word)) return 0;
  if (word.length >= config.minWordSizefor2Typos) return 2;
  if (word.length >= config.minWordSizefor1Typo) return 1;
  return 0;
}
