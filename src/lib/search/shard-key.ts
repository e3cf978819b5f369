/**
 * The shard key of a word: its first two letters (code points, of the comparable form), or the
 * word itself when it is shorter. The browser loads the vocabulary by key, so a query word reaches
 * only words of its own key: those it begins, and those within its typos, which are therefore
 * never in the first two letters ("qutoe" finds "quote"; "qoute" does not). A one-letter last word
 * begins the words of every key that starts with it.
 */
export const KEY_LETTERS = 2;

export function shardKey(word: string): string {
  let end = 0;
  for (let letter = 0; letter < KEY_LETTERS && end < word.length; letter++)
    end += (word.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return word.slice(0, end);
}
