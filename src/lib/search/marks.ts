/**
 * What the highlighter marks of an indexed word a query word reached: only text that matches what
 * was typed. A query word can reach a word in three ways, and only two of them match text:
 *
 * - the word itself, or a word within the typo distance of the query word: the whole word;
 * - a word the query word begins (the last word of a query is a prefix): the typed letters;
 * - a word whose beginning is within the typo distance of the query word (typing "heartb" reaches
 *   "Heartland" through "heartl"): the record is found, as Algolia finds it, but nothing of the
 *   word matches what was typed, so nothing is marked.
 */
import { typoDistance } from "./typos";

/** Letters to mark at the start of a word: every one (null), the first n, or none (0). */
export type MarkedLetters = number | null;

/**
 * The letters of `word` (comparable form) that `query` (comparable form) marks, given whether
 * the query word is a prefix and how many typos it may have.
 */
export function markedLetters(query: string, word: string, prefix: boolean, maxTypos: number): MarkedLetters {
  if (word === query) return null;
  if (prefix && word.startsWith(query)) return query.length;
  if (maxTypos > 0 && typoDistance(query, word, maxTypos) <= maxTypos) return null;
  return 0;
}

/** The mark that shows more of a word, when two query words reach it: the whole word, else the longer part. */
export function widerMark(a: MarkedLetters, b: MarkedLetters): MarkedLetters {
  if (a === null || b === null) return null;
  return Math.max(a, b);
}
