/**
 * The local index in parts, so that the browser loads only what a query needs:
 *
 * - the head (`/search/head.json`): what ranking needs of every record (no words, no text) and the
 *   names of the other files, loaded with the first query;
 * - term files: the vocabulary of some shard keys (shard-key.ts) with each word's postings, loaded
 *   for the keys of a query's words (engine.ts `queryKeys`);
 * - record files: records in id order, loaded for the page of hits shown.
 *
 * Term and record files are named by their number and a hash of their own content
 * (`terms-3-<hash>.json`), so that they can be kept for good and a file whose content did not
 * change keeps its name: editing one guide rewrites the files of its words and records only, and
 * the build writes, and compresses, those alone. The head, at a fixed name, is revalidated; it
 * lists each file's hash (ten hex digits, some 5 bytes a file once compressed). A query answered
 * from the parts is the answer of the whole index:
 * ranking reads only the head and the postings of the words of the query's keys.
 */
import { addWords, emptyIndex, type KeyNeed, type LocalIndex, type RecordRanking } from "./engine";
import type { SearchRecord } from "./types";

/** The head: ranking data of every record, and the files that hold the words and the records. */
export interface SearchHeadFile {
  version: 3;
  ranking: RecordRanking;
  /** Term files by number: the shard keys whose words each holds. */
  terms: string[][];
  /** Record files by number, in record order: how many records each holds. */
  records: number[];
  /** Each file's hash, in its name, by number. */
  hashes: { terms: string[]; records: string[] };
}

/**
 * Words (sorted) and their postings. A word's postings are written as steps: each is the record's
 * distance from the previous posting's record, shifted left by 8, with the posting's low 8 bits
 * (attribute rank and title flag), so that runs of consecutive records compress to almost nothing.
 */
export interface TermsFile {
  words: string[];
  postings: number[][];
}

/** Records from a record file's first id on. */
export type RecordsFile = SearchRecord[];

/** Raw sizes the files are packed to: a key or record larger than that gets a file of its own. */
export const FILE_BYTES = { terms: 24_000, records: 3_000 };

const LOW_BITS = 8;
const LOW_MASK = (1 << LOW_BITS) - 1;

export function encodePostings(postings: readonly number[]): number[] {
  let record = 0;
  return postings.map((posting) => {
    const step = ((posting >> LOW_BITS) - record) * (1 << LOW_BITS) + (posting & LOW_MASK);
    record = posting >> LOW_BITS;
    return step;
  });
}

export function decodePostings(steps: readonly number[]): number[] {
  let record = 0;
  return steps.map((step) => {
    record += Math.floor(step / (1 << LOW_BITS));
    return (record << LOW_BITS) | (step & LOW_MASK);
  });
}

/** The first letter of a key (a code point): keys of one letter share files, as a one-letter prefix needs them all. */
const letterOf = (key: string): string => String.fromCodePoint(key.codePointAt(0) ?? 0);

/** Runs of items, in order, each run at most `limit` bytes unless one item alone is larger. */
function pack<T>(
  items: readonly T[],
  size: (item: T) => number,
  limit: number,
  apart = (_a: T, _b: T) => false,
): T[][] {
  const runs: T[][] = [];
  let bytes = 0;
  for (const item of items) {
    const last = runs[runs.length - 1];
    const itemBytes = size(item);
    if (last && bytes + itemBytes <= limit && !apart(last[last.length - 1], item)) {
      last.push(item);
      bytes += itemBytes;
    } else {
      runs.push([item]);
      bytes = itemBytes;
    }
  }
  return runs;
}

/** The name of a part of the index. */
export const partFile = (kind: "terms" | "records", n: number, hash: string): string => `${kind}-${n}-${hash}.json`;

/**
 * Splits a whole index into its head and files (name → body). `hash` gives the hash of a file's
 * body (the build's is a SHA-256, shortened).
 */
export function splitIndex(
  index: LocalIndex,
  hash: (body: string) => string,
  bytes: typeof FILE_BYTES = FILE_BYTES,
): { head: SearchHeadFile; files: Map<string, string> } {
  const keys = [...index.keys.keys()].sort();
  const entries = (key: string) =>
    (index.keys.get(key) ?? []).map((word) => [word, encodePostings(index.vocabulary.get(word) ?? [])] as const);
  const keyBytes = new Map(keys.map((key) => [key, JSON.stringify(entries(key)).length]));
  const terms = pack(
    keys,
    (key) => keyBytes.get(key) ?? 0,
    bytes.terms,
    (a, b) => letterOf(a) !== letterOf(b),
  );
  const termBodies = terms.map((run) => {
    const pairs = run.flatMap(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const content: TermsFile = { words: pairs.map(([word]) => word), postings: pairs.map(([, steps]) => steps) };
    return JSON.stringify(content);
  });

  const ids = index.documents.map((_, id) => id);
  const records = pack(ids, (id) => JSON.stringify(index.documents[id]).length, bytes.records);
  const recordBodies = records.map((run) => JSON.stringify(run.map((id) => index.documents[id])));

  const hashes = { terms: termBodies.map(hash), records: recordBodies.map(hash) };
  const files = new Map([
    ...termBodies.map((body, n) => [partFile("terms", n, hashes.terms[n]), body] as const),
    ...recordBodies.map((body, n) => [partFile("records", n, hashes.records[n]), body] as const),
  ]);
  const head: SearchHeadFile = {
    version: 3,
    ranking: index.ranking,
    terms,
    records: records.map((run) => run.length),
    hashes,
  };
  return { head, files };
}

/** An index of the head's records, with no words and no records loaded yet. */
export const indexOfHead = (head: SearchHeadFile): LocalIndex => emptyIndex(head.ranking);

/** The term files holding the keys a query needs. */
export function termFilesFor(head: SearchHeadFile, needs: readonly KeyNeed[]): string[] {
  const found: string[] = [];
  head.terms.forEach((keys, n) => {
    if (keys.some((key) => needs.some(([need, all]) => key === need || (all && key.startsWith(need)))))
      found.push(partFile("terms", n, head.hashes.terms[n]));
  });
  return found;
}

/** The record files holding records `ids`, with the id of each file's first record. */
export function recordFilesFor(head: SearchHeadFile, ids: readonly number[]): { file: string; first: number }[] {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const found: { file: string; first: number }[] = [];
  let first = 0;
  let next = 0;
  head.records.forEach((count, n) => {
    if (next < wanted.length && wanted[next] < first + count) {
      found.push({ file: partFile("records", n, head.hashes.records[n]), first });
      while (next < wanted.length && wanted[next] < first + count) next++;
    }
    first += count;
  });
  return found;
}

/** Adds a term file's words to the index. */
export function addTerms(index: LocalIndex, file: TermsFile): void {
  addWords(
    index,
    file.words.map((word, i) => [word, decodePostings(file.postings[i] ?? [])]),
  );
}

/** Adds a record file's records to the index. */
export function addRecords(index: LocalIndex, first: number, file: RecordsFile): void {
  file.forEach((record, i) => (index.documents[first + i] = record));
}
